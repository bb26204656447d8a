// The composer form's sections, each reading the form's state (use-composer-form.ts): the content
// warning, attachments and poll, the toolbar, and the emoji picker.
import type { RefObject } from 'react'
import { useIntl } from 'react-intl'
import type { Emoji } from '../../entities'
import { insertAtCaret } from '../../lib/composer/autocomplete'
import { defaultPollForm } from '../../lib/composer/poll-form'
import { EmojiPicker } from '../emoji/EmojiPicker'
import { ComposerToolbar } from './ComposerToolbar'
import { composerMessages } from './messages'
import { PollFormView } from './PollFormView'
import { UploadList } from './UploadList'
import type { ComposerFormState } from './use-composer-form'

interface SectionProps {
  form: ComposerFormState
}

/** The content warning; a subject marks the post sensitive when sensitiveIfSubject is on. */
export function SpoilerInput({ form }: SectionProps) {
  const intl = useIntl()
  const { draft, update, settings } = form
  return (
    <input
      type="text"
      className="composer-spoiler"
      aria-label={intl.formatMessage(composerMessages.spoiler)}
      placeholder={intl.formatMessage(composerMessages.spoiler)}
      value={draft.spoilerText}
      onChange={(event) => {
        const spoilerText = event.target.value
        update((d) => ({
          ...d,
          spoilerText,
          nsfw: settings.sensitiveIfSubject && spoilerText.trim() !== '' ? true : d.nsfw,
        }))
      }}
    />
  )
}

/** Uploaded files with their descriptions, files on their way, and the poll form. */
export function DraftAttachments({ form }: SectionProps) {
  const { draft, update, uploads, limits, env } = form
  return (
    <>
      <UploadList
        files={draft.files}
        pending={uploads.pending}
        descriptions={draft.mediaDescriptions}
        onDescribe={(id, text) =>
          update((d) => ({ ...d, mediaDescriptions: { ...d.mediaDescriptions, [id]: text } }))
        }
        onRemove={(id) => update((d) => ({ ...d, files: d.files.filter((f) => f.id !== id) }))}
      />
      {draft.poll && limits.canPoll && (
        <PollFormView
          form={draft.poll}
          limits={env.instance.pollLimits}
          onChange={(poll) => update((d) => ({ ...d, poll }))}
        />
      )}
    </>
  )
}

/** The toggles, the counter and the Post button; hiding the content warning clears it. */
export function FormToolbar({ form, onCancel }: SectionProps & { onCancel?: () => void }) {
  const { draft, update, limits, uploads, poster } = form
  const { showSpoiler, setShowSpoiler, pickerOpen, setPickerOpen, previewOn, setPreviewOn } = form
  return (
    <ComposerToolbar
      spoilerShown={showSpoiler}
      onToggleSpoiler={() => {
        if (showSpoiler) update((d) => ({ ...d, spoilerText: '', nsfw: false }))
        setShowSpoiler(!showSpoiler)
      }}
      canUpload={limits.fileRoom}
      onFiles={uploads.upload}
      pollShown={draft.poll !== null}
      canPoll={limits.canPoll}
      onTogglePoll={() => update((d) => ({ ...d, poll: d.poll ? null : defaultPollForm() }))}
      pickerOpen={pickerOpen}
      onTogglePicker={() => setPickerOpen(!pickerOpen)}
      previewOn={previewOn}
      onTogglePreview={() => setPreviewOn(!previewOn)}
      textLimit={form.env.instance.textlimit}
      charactersLeft={limits.left}
      overLimit={limits.overLimit}
      posting={poster.posting}
      uploading={uploads.uploading}
      editing={form.editing}
      onCancel={onCancel}
    />
  )
}

interface PickerProps extends SectionProps {
  textRef: RefObject<HTMLTextAreaElement | null>
  onSticker: (sticker: Emoji) => void
}

/** The emoji picker: an emoji goes in at the caret, a sticker is attached as a file. */
export function FormEmojiPicker({ form, textRef, onSticker }: PickerProps) {
  const { env, draft, update, settings } = form
  const pickEmoji = (emoji: Emoji) => {
    const caret = textRef.current?.selectionStart ?? draft.status.length
    const next = insertAtCaret(draft.status, caret, emoji.replacement, settings.padEmoji)
    update((d) => ({ ...d, status: next.text }))
    requestAnimationFrame(() => textRef.current?.setSelectionRange(next.caret, next.caret))
  }
  return (
    <EmojiPicker
      accountKey={env.accountKey}
      customEmoji={env.customEmoji}
      loadStickers={env.loadStickers}
      onPick={pickEmoji}
      onPickSticker={onSticker}
      onClose={(reason) => {
        form.setPickerOpen(false)
        if (reason !== 'blur') textRef.current?.focus()
      }}
    />
  )
}
