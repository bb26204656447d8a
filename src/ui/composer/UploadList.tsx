import { useIntl } from 'react-intl'
import type { DraftFile } from '../../lib/composer/draft'
import { Icon } from '../common'
import { composerMessages } from './messages'
import { progressValues, type PendingUpload } from './use-uploads'

export interface UploadListProps {
  files: readonly DraftFile[]
  pending: readonly PendingUpload[]
  descriptions: Readonly<Record<string, string>>
  onDescribe: (id: string, description: string) => void
  onRemove: (id: string) => void
}

/** Uploaded files with their description fields, and a progress bar per file still uploading. */
export function UploadList({
  files,
  pending,
  descriptions,
  onDescribe,
  onRemove,
}: UploadListProps) {
  const intl = useIntl()
  if (files.length === 0 && pending.length === 0) return null
  return (
    <ul className="composer-uploads">
      {files.map((file) => (
        <li key={file.id} className="composer-upload">
          {file.mimetype.startsWith('image/') ? (
            <img className="composer-upload-thumb" src={file.previewUrl} alt="" />
          ) : (
            <Icon name="file" size={48} />
          )}
          <input
            type="text"
            className="composer-upload-description"
            aria-label={intl.formatMessage(composerMessages.description, { name: file.name })}
            placeholder={intl.formatMessage(composerMessages.description, { name: file.name })}
            value={descriptions[file.id] ?? ''}
            onChange={(event) => onDescribe(file.id, event.target.value)}
          />
          <button
            type="button"
            className="composer-icon-button"
            aria-label={intl.formatMessage(composerMessages.removeFile, { name: file.name })}
            onClick={() => onRemove(file.id)}
          >
            <Icon name="close" />
          </button>
        </li>
      ))}
      {pending.map((upload) => (
        <li key={`pending-${upload.key}`} className="composer-upload is-pending">
          <span>{intl.formatMessage(composerMessages.uploading, { name: upload.name })}</span>
          <progress
            aria-label={intl.formatMessage(composerMessages.uploadProgress, { name: upload.name })}
            {...progressValues(upload)}
          />
        </li>
      ))}
    </ul>
  )
}
