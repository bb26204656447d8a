import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useRef, useState, type SyntheticEvent, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import type { Emoji } from '../../entities'
import { insertAtCaret } from '../../lib/composer/autocomplete'
import type { ComposerDraft } from '../../lib/composer/draft'
import { originalScopeOf, type ComposerTarget } from '../../lib/composer/initial-draft'
import { defaultPollForm, pollsAvailable } from '../../lib/composer/poll-form'
import { scopeWarnings } from '../../lib/composer/scopes'
import { isSubmitKey } from '../../lib/composer/submit-key'
import { canAddFile, defaultUploadError } from '../../lib/composer/upload-errors'
import { charactersLeft, isOverLimit } from '../../lib/composer/validation'
import { useSettingsAtoms } from '../../settings/store'
import { EmojiPicker } from '../emoji/EmojiPicker'
import { defaultFileLimit, useComposerEnv } from './composer-env'
import { errorLine, type ComposerError } from './composer-errors'
import { ComposerErrors, ComposerWarnings } from './ComposerNotices'
import { ComposerTextArea } from './ComposerTextArea'
import { fileHandlers } from './file-handlers'
import { ComposerToolbar } from './ComposerToolbar'
import { ComposerSettingsRow } from './ComposerSettingsRow'
import { composerMessages } from './messages'
import { PollFormView } from './PollFormView'
import { PreviewArea } from './PreviewArea'
import { UploadList } from './UploadList'
import { useDraftState } from './use-draft-state'
import { usePostStatus } from './use-post-status'
import { usePreview } from './use-preview'
import { uploadErrorMessages, useUploads } from './use-uploads'
import './composer.css'

export interface ComposerFormProps {
  target: ComposerTarget
  message?: string
  prefill?: Partial<ComposerDraft>
  optimistic?: boolean
  onPosted?: (id: string) => void
  onCancel?: () => void
}

export function ComposerForm({
  target,
  message,
  prefill,
  optimistic,
  onPosted,
  onCancel,
}: ComposerFormProps) {
  const intl = useIntl()
  const env = useComposerEnv()
  const { instance, viewer, accountKey } = env
  const settings = useAtomValue(useSettingsAtoms(accountKey).effective)
  const { draft, update, clear } = useDraftState({
    accountKey,
    target,
    message,
    prefill,
    settings: {
      defaultScope: settings.defaultScope ?? viewer.default_scope ?? 'public',
      contentType: settings.postContentType,
      sensitiveByDefault: settings.sensitiveByDefault,
      subjectLineBehavior: settings.subjectLineBehavior,
    },
  })
  const textRef = useRef<HTMLTextAreaElement>(null)
  const [errors, setErrors] = useState<ComposerError[]>([])
  const [showSpoiler, setShowSpoiler] = useState(
    settings.alwaysShowSubjectInput || draft.spoilerText !== '',
  )
  const [previewOn, setPreviewOn] = useState(false)
  const [pickerOpen, setPickerOpen] = useState(false)
  const setSetting = useSetAtom(useSettingsAtoms(accountKey).set)
  const addError = useCallback((e: ComposerError) => setErrors((list) => [...list, e]), [])
  const editing = target.kind === 'edit'
  const fileLimit = instance.fileLimit ?? defaultFileLimit

  const uploads = useUploads({
    onUploaded: useCallback(
      (file) => update((d) => ({ ...d, files: [...d.files, file] })),
      [update],
    ),
    onError: useCallback((messages) => addError(errorLine(messages)), [addError]),
  })
  const poster = usePostStatus({
    target,
    optimistic,
    onKeyed: useCallback((keyed: ComposerDraft) => update(() => keyed), [update]),
    onPosted: useCallback(
      (id: string) => {
        clear()
        setErrors([])
        setPreviewOn(false)
        onPosted?.(id)
      },
      [clear, onPosted],
    ),
    onError: addError,
  })
  const preview = usePreview(previewOn, draft)

  const overLimit = isOverLimit(instance.textlimit, draft.status, draft.spoilerText)
  const left = charactersLeft(instance.textlimit, draft.status, draft.spoilerText)
  const fileRoom = canAddFile(draft.files.length + uploads.pending.length, fileLimit)
  const canPoll = pollsAvailable(instance.pollsAvailable, instance.pollLimits, editing)
  const warnings = scopeWarnings({
    scope: draft.visibility,
    accountLocked: viewer.locked,
    fileCount: draft.files.length,
    spoilerText: draft.spoilerText,
    nsfw: draft.nsfw,
    safeDM: instance.safeDM,
    hideScopeNotice: settings.hideScopeNotice,
  })

  const files = fileHandlers({
    fileRoom,
    uploading: uploads.uploading,
    upload: uploads.upload,
    stickerFile: env.stickerFile,
    onStickerError: () => addError(errorLine(uploadErrorMessages(defaultUploadError()))),
  })
  const submit = () => void poster.post(draft)
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault()
    if (!uploads.uploading) submit()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const press = { ...pickModifiers(event), isComposing: event.nativeEvent.isComposing }
    if (!isSubmitKey(press, settings.submitOnEnter)) return
    event.preventDefault()
    if (!uploads.uploading) submit()
  }
  const setSpoiler = (spoilerText: string) =>
    update((d) => ({
      ...d,
      spoilerText,
      nsfw: settings.sensitiveIfSubject && spoilerText.trim() !== '' ? true : d.nsfw,
    }))
  const pickEmoji = (emoji: Emoji) => {
    const caret = textRef.current?.selectionStart ?? draft.status.length
    const next = insertAtCaret(draft.status, caret, emoji.replacement, settings.padEmoji)
    update((d) => ({ ...d, status: next.text }))
    requestAnimationFrame(() => textRef.current?.setSelectionRange(next.caret, next.caret))
  }

  return (
    // Dropping files is a shortcut; the upload button is the keyboard path to the same thing.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      className="composer"
      onSubmit={onSubmit}
      onDragOver={files.onDragOver}
      onDrop={files.onDrop}
    >
      {showSpoiler && (
        <input
          type="text"
          className="composer-spoiler"
          aria-label={intl.formatMessage(composerMessages.spoiler)}
          placeholder={intl.formatMessage(composerMessages.spoiler)}
          value={draft.spoilerText}
          onChange={(event) => setSpoiler(event.target.value)}
        />
      )}
      <ComposerTextArea
        value={draft.status}
        label={intl.formatMessage(composerMessages.text)}
        placeholder={intl.formatMessage(composerMessages.placeholder)}
        emoji={env.customEmoji}
        textareaRef={textRef}
        onChange={(status) => update((d) => ({ ...d, status }))}
        onKeyDown={onKeyDown}
        onPaste={files.onPaste}
      />
      <ComposerWarnings
        warnings={warnings}
        onDismissNotices={() => setSetting({ name: 'hideScopeNotice', value: true })}
      />
      <UploadList
        files={draft.files}
        pending={uploads.pending}
        descriptions={draft.mediaDescriptions}
        onDescribe={(id, text) =>
          update((d) => ({ ...d, mediaDescriptions: { ...d.mediaDescriptions, [id]: text } }))
        }
        onRemove={(id) => update((d) => ({ ...d, files: d.files.filter((f) => f.id !== id) }))}
      />
      {draft.poll && canPoll && (
        <PollFormView
          form={draft.poll}
          limits={instance.pollLimits}
          onChange={(poll) => update((d) => ({ ...d, poll }))}
        />
      )}
      <ComposerSettingsRow
        draft={draft}
        update={update}
        original={originalScopeOf(target)}
        formats={instance.postFormats}
        editing={editing}
      />
      <ComposerToolbar
        spoilerShown={showSpoiler}
        onToggleSpoiler={() => {
          if (showSpoiler) update((d) => ({ ...d, spoilerText: '', nsfw: false }))
          setShowSpoiler(!showSpoiler)
        }}
        canUpload={fileRoom}
        onFiles={uploads.upload}
        pollShown={draft.poll !== null}
        canPoll={canPoll}
        onTogglePoll={() => update((d) => ({ ...d, poll: d.poll ? null : defaultPollForm() }))}
        pickerOpen={pickerOpen}
        onTogglePicker={() => setPickerOpen(!pickerOpen)}
        previewOn={previewOn}
        onTogglePreview={() => setPreviewOn(!previewOn)}
        textLimit={instance.textlimit}
        charactersLeft={left}
        overLimit={overLimit}
        posting={poster.posting}
        uploading={uploads.uploading}
        editing={editing}
        onCancel={onCancel}
      />
      {pickerOpen && (
        <EmojiPicker
          accountKey={accountKey}
          customEmoji={env.customEmoji}
          loadStickers={env.loadStickers}
          onPick={pickEmoji}
          onPickSticker={files.onSticker}
          onClose={(reason) => {
            setPickerOpen(false)
            if (reason !== 'blur') textRef.current?.focus()
          }}
        />
      )}
      <PreviewArea state={preview} />
      <ComposerErrors
        errors={errors}
        onDismiss={(id) => setErrors((l) => l.filter((e) => e.id !== id))}
      />
    </form>
  )
}

function pickModifiers(event: KeyboardEvent) {
  const { key, ctrlKey, metaKey, shiftKey } = event
  return { key, ctrlKey, metaKey, shiftKey }
}
