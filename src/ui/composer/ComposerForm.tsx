import { useSetAtom } from 'jotai'
import { useRef, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import { originalScopeOf } from '../../lib/composer/initial-draft'
import { isSubmitKey } from '../../lib/composer/submit-key'
import { defaultUploadError } from '../../lib/composer/upload-errors'
import { useSettingsAtoms } from '../../settings/store'
import { errorLine } from './composer-errors'
import {
  DraftAttachments,
  FormEmojiPicker,
  FormToolbar,
  SpoilerInput,
} from './ComposerFormSections'
import { ComposerErrors, ComposerWarnings } from './ComposerNotices'
import { ComposerSettingsRow } from './ComposerSettingsRow'
import { ComposerTextArea } from './ComposerTextArea'
import { fileHandlers } from './file-handlers'
import { composerMessages } from './messages'
import { PreviewArea } from './PreviewArea'
import { useComposerForm, type ComposerFormProps } from './use-composer-form'
import { uploadErrorMessages } from './use-uploads'
import './composer.css'

/** The composer's form: its sections over one form state (use-composer-form.ts). */
export function ComposerForm(props: ComposerFormProps) {
  const intl = useIntl()
  const form = useComposerForm(props)
  const { env, draft, update, settings, uploads, limits } = form
  const textRef = useRef<HTMLTextAreaElement>(null)
  const setSetting = useSetAtom(useSettingsAtoms(env.accountKey).set)
  const files = fileHandlers({
    fileRoom: limits.fileRoom,
    uploading: uploads.uploading,
    upload: uploads.upload,
    stickerFile: env.stickerFile,
    onStickerError: () => form.addError(errorLine(uploadErrorMessages(defaultUploadError()))),
  })
  // Nothing is posted while a file is still on its way.
  const submit = () => {
    if (!uploads.uploading) void form.poster.post(draft)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const press = { ...pickModifiers(event), isComposing: event.nativeEvent.isComposing }
    if (!isSubmitKey(press, settings.submitOnEnter)) return
    event.preventDefault()
    submit()
  }

  return (
    // Dropping files is a shortcut; the upload button is the keyboard path to the same thing.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
      onDragOver={files.onDragOver}
      onDrop={files.onDrop}
    >
      {form.showSpoiler && <SpoilerInput form={form} />}
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
        warnings={limits.warnings}
        onDismissNotices={() => setSetting({ name: 'hideScopeNotice', value: true })}
      />
      <DraftAttachments form={form} />
      <ComposerSettingsRow
        draft={draft}
        update={update}
        original={originalScopeOf(props.target)}
        formats={env.instance.postFormats}
        editing={form.editing}
      />
      <FormToolbar form={form} onCancel={props.onCancel} />
      {form.pickerOpen && (
        <FormEmojiPicker form={form} textRef={textRef} onSticker={files.onSticker} />
      )}
      <PreviewArea state={form.preview} />
      <ComposerErrors
        errors={form.errors}
        onDismiss={(id) => form.setErrors((l) => l.filter((e) => e.id !== id))}
      />
    </form>
  )
}

function pickModifiers(event: KeyboardEvent) {
  const { key, ctrlKey, metaKey, shiftKey } = event
  return { key, ctrlKey, metaKey, shiftKey }
}
