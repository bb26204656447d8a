import { useRef } from 'react'
import { useIntl } from 'react-intl'
import { Icon } from '../common'
import { composerMessages } from './messages'

export interface ComposerToolbarProps {
  spoilerShown: boolean
  onToggleSpoiler: () => void
  canUpload: boolean
  onFiles: (files: File[]) => void
  pollShown: boolean
  canPoll: boolean
  onTogglePoll: () => void
  pickerOpen: boolean
  onTogglePicker: () => void
  previewOn: boolean
  onTogglePreview: () => void
  textLimit: number
  charactersLeft: number
  overLimit: boolean
  posting: boolean
  uploading: boolean
  editing: boolean
  onCancel?: (() => void) | undefined
}

/** Content warning, upload, poll, emoji and preview toggles; the counter and the Post button. */
export function ComposerToolbar(props: ComposerToolbarProps) {
  const intl = useIntl()
  const toggle = (
    label: string,
    pressed: boolean,
    onClick: () => void,
    icon: 'alert' | 'list' | 'react' | 'eye',
  ) => (
    <button
      type="button"
      className="composer-icon-button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  )
  return (
    <div className="composer-toolbar">
      {toggle(
        intl.formatMessage(composerMessages.toggleSpoiler),
        props.spoilerShown,
        props.onToggleSpoiler,
        'alert',
      )}
      <UploadButton canUpload={props.canUpload} onFiles={props.onFiles} />
      {props.canPoll &&
        toggle(
          intl.formatMessage(props.pollShown ? composerMessages.removePoll : composerMessages.poll),
          props.pollShown,
          props.onTogglePoll,
          'list',
        )}
      {toggle(
        intl.formatMessage(composerMessages.emoji),
        props.pickerOpen,
        props.onTogglePicker,
        'react',
      )}
      {toggle(
        intl.formatMessage(composerMessages.preview),
        props.previewOn,
        props.onTogglePreview,
        'eye',
      )}
      <span className="composer-spacer" />
      <PostControls {...props} />
    </div>
  )
}

/** The upload button opens a hidden file input; the same files can be picked again after. */
function UploadButton(props: Pick<ComposerToolbarProps, 'canUpload' | 'onFiles'>) {
  const intl = useIntl()
  const fileInput = useRef<HTMLInputElement>(null)
  return (
    <>
      <button
        type="button"
        className="composer-icon-button"
        aria-label={intl.formatMessage(composerMessages.upload)}
        title={intl.formatMessage(composerMessages.upload)}
        disabled={!props.canUpload}
        onClick={() => fileInput.current?.click()}
      >
        <Icon name="file" />
      </button>
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        onChange={(event) => {
          props.onFiles([...(event.target.files ?? [])])
          event.target.value = ''
        }}
      />
    </>
  )
}

/** The characters left, Cancel where the composer can be closed, and Post (or Edit). */
function PostControls(props: ComposerToolbarProps) {
  const intl = useIntl()
  return (
    <>
      {props.textLimit > 0 && (
        <span
          className={props.overLimit ? 'composer-counter is-over' : 'composer-counter'}
          aria-live="polite"
          title={intl.formatMessage(composerMessages.charactersLeft, {
            count: props.charactersLeft,
          })}
        >
          {props.charactersLeft}
        </span>
      )}
      {props.onCancel && (
        <button type="button" className="composer-button" onClick={props.onCancel}>
          {intl.formatMessage(composerMessages.cancel)}
        </button>
      )}
      <button
        type="submit"
        className={props.overLimit ? 'composer-post is-over-limit' : 'composer-post'}
        disabled={props.uploading || props.overLimit}
        aria-busy={props.posting}
      >
        {intl.formatMessage(
          props.overLimit
            ? composerMessages.overLimit
            : props.editing
              ? composerMessages.edit
              : composerMessages.post,
        )}
      </button>
    </>
  )
}
