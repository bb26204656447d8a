import { useRef, useState, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import type { DraftFile } from '../../lib/composer/draft'
import { checkUploadSize, uploadMessages } from '../../lib/composer/upload-errors'
import { safeImageUrl } from '../../lib/html'
import type { ChatView } from '../../state/chats'
import { formatUserMessage } from '../common/format-user-message'
import { Button, IconButton } from '../primitives'
import { useInstanceConfig } from '../../state/instance'
import { chatMessages as m } from './messages'

type Upload =
  | { state: 'none' }
  | { state: 'uploading'; name: string }
  | { state: 'ready'; file: DraftFile }
  | { state: 'failed'; text: string }

/**
 * The message field: text (Enter sends, Shift+Enter breaks the line) and one attachment, uploaded
 * as soon as it is picked. A message that fails to send stays in the list with its error.
 */
export function ChatComposer({ chat, label }: { chat: ChatView; label: string }) {
  const intl = useIntl()
  const instance = useInstanceConfig()
  const [text, setText] = useState('')
  const [upload, setUpload] = useState<Upload>({ state: 'none' })
  const fileRef = useRef<HTMLInputElement>(null)
  const busy = upload.state === 'uploading'
  const attachment = upload.state === 'ready' ? upload.file : null
  const empty = text.trim() === '' && attachment === null

  const pick = async (file: File) => {
    const tooBig = checkUploadSize(file.size, instance.uploadlimit)
    const failed = (detail: string) =>
      setUpload({ state: 'failed', text: `${intl.formatMessage(uploadMessages.base)} ${detail}` })
    if (tooBig) {
      failed(formatUserMessage(intl, tooBig.message))
      return
    }
    setUpload({ state: 'uploading', name: file.name })
    const result = await chat.upload(file)
    if (result.ok) setUpload({ state: 'ready', file: result.value })
    else {
      const detail =
        result.error.text ??
        result.error.messages.map((message) => formatUserMessage(intl, message)).join(' ')
      failed(detail || intl.formatMessage(uploadMessages.default))
    }
  }

  const send = () => {
    if (empty || busy) return
    void chat.send({ text: text.trim(), attachment })
    setText('')
    setUpload({ state: 'none' })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      send()
    }
  }

  const preview = attachment ? safeImageUrl(attachment.previewUrl) : undefined
  return (
    <form
      className="chat-composer"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      {upload.state === 'uploading' && (
        <p className="chat-upload" role="status">
          {intl.formatMessage(m.uploading, { name: upload.name })}
        </p>
      )}
      {upload.state === 'failed' && (
        <p className="chat-upload chat-upload-error" role="alert">
          {upload.text}
        </p>
      )}
      {attachment && (
        <div className="chat-upload">
          {preview && attachment.mimetype.startsWith('image/') ? (
            <img src={preview} alt="" className="chat-upload-preview" />
          ) : (
            <span>{attachment.name}</span>
          )}
          <IconButton
            icon="close"
            size="sm"
            label={intl.formatMessage(m.removeAttachment)}
            onClick={() => setUpload({ state: 'none' })}
          />
        </div>
      )}
      <div className="chat-composer-row">
        <label className="visually-hidden" htmlFor={`chat-field-${chat.chat?.id ?? ''}`}>
          {intl.formatMessage(m.field)}
        </label>
        <textarea
          id={`chat-field-${chat.chat?.id ?? ''}`}
          className="chat-field"
          rows={2}
          value={text}
          placeholder={intl.formatMessage(m.placeholder)}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <input
          ref={fileRef}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={intl.formatMessage(m.attach)}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            event.currentTarget.value = ''
            if (file) void pick(file)
          }}
        />
        <IconButton
          icon="attach"
          label={intl.formatMessage(m.attach)}
          disabled={busy}
          onClick={() => fileRef.current?.click()}
        />
        <Button type="submit" variant="primary" disabled={empty || busy}>
          {intl.formatMessage(m.send)}
        </Button>
      </div>
    </form>
  )
}
