import { useIntl } from 'react-intl'
import type { StatusEdit } from '../../entities'
import { defineMessages } from '../../i18n/define-messages'
import { SafeHtml, SafeText } from '../../lib/html'
import { loadStatusHistory, useLoad } from '../../state/loaders'
import { Alert } from '../common/Alert'
import { formatUserMessage } from '../common/format-user-message'
import { Modal } from '../common/Modal'
import { RelativeTime } from '../common/RelativeTime'
import { Spinner } from '../common/Spinner'
import { useStatusEnv } from './status-env'

const messages = defineMessages({
  title: { id: 'status.history_title', defaultMessage: 'Edit history' },
  empty: { id: 'status.history_empty', defaultMessage: 'No earlier versions' },
  retry: { id: 'general.retry', defaultMessage: 'Try again' },
})

export interface EditHistoryModalProps {
  statusId: string
  /** Refetch whenever this changes too: a new edit arrived while the modal is open. */
  editedAt: string | null
  onClose: () => void
}

/** The versions of an edited status, newest first; refetched when the id or edited_at changes. */
export function EditHistoryModal({ statusId, editedAt, onClose }: EditHistoryModalProps) {
  const intl = useIntl()
  const { accountKey } = useStatusEnv()
  const history = useLoad(accountKey, `history ${statusId} ${editedAt ?? ''}`, (target) =>
    loadStatusHistory(target, statusId),
  )
  const edits: StatusEdit[] | null = history.status === 'ready' ? [...history.data].reverse() : null
  return (
    <Modal title={intl.formatMessage(messages.title)} onClose={onClose} className="history-modal">
      {history.status === 'loading' && <Spinner />}
      {history.status === 'error' && (
        <>
          <Alert>{formatUserMessage(intl, history.message)}</Alert>
          <button type="button" onClick={history.reload}>
            {intl.formatMessage(messages.retry)}
          </button>
        </>
      )}
      {edits?.length === 0 && <p>{intl.formatMessage(messages.empty)}</p>}
      {edits && (
        <ol className="history-list">
          {edits.map((edit, index) => (
            <li key={`${edit.created_at}-${String(index)}`} className="history-item">
              <RelativeTime date={edit.created_at} />
              {edit.summary !== '' && (
                <SafeText text={edit.summary} emojis={edit.emojis} className="status-subject" />
              )}
              <SafeHtml html={edit.raw_html} emojis={edit.emojis} className="status-text" />
              {edit.poll_options.length > 0 && (
                <ul>
                  {edit.poll_options.map((option, i) => (
                    <li key={i}>
                      <SafeText text={option} emojis={edit.emojis} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  )
}
