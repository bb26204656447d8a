import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import type { StatusEdit } from '../../entities'
import type { UserMessage } from '../../i18n/define-messages'
import { defineMessages } from '../../i18n/define-messages'
import { SafeHtml, SafeText } from '../../lib/html'
import { Alert } from '../common/Alert'
import { formatUserMessage } from '../common/format-user-message'
import { Modal } from '../common/Modal'
import { RelativeTime } from '../common/RelativeTime'
import { Spinner } from '../common/Spinner'
import { useStatusEnv } from './status-env'

const messages = defineMessages({
  title: { id: 'status.history_title', defaultMessage: 'Edit history' },
  empty: { id: 'status.history_empty', defaultMessage: 'No earlier versions' },
})

type Load =
  | { kind: 'loading'; key: string }
  | { kind: 'done'; key: string; edits: StatusEdit[] }
  | { kind: 'error'; key: string; error: UserMessage }

export interface EditHistoryModalProps {
  statusId: string
  /** Refetch whenever this changes too: a new edit arrived while the modal is open. */
  editedAt: string | null
  onClose: () => void
}

/** The versions of an edited status, newest first; refetched when the id or edited_at changes. */
export function EditHistoryModal({ statusId, editedAt, onClose }: EditHistoryModalProps) {
  const intl = useIntl()
  const { actions } = useStatusEnv()
  const key = `${statusId}|${editedAt ?? ''}`
  const [load, setLoad] = useState<Load>({ kind: 'loading', key })

  useEffect(() => {
    let live = true
    void actions.history(statusId).then((result) => {
      if (!live) return
      setLoad(
        result.ok
          ? { kind: 'done', key, edits: [...result.value].reverse() }
          : { kind: 'error', key, error: result.error },
      )
    })
    return () => {
      live = false
    }
  }, [actions, statusId, key])

  const current: Load = load.key === key ? load : { kind: 'loading', key }
  return (
    <Modal title={intl.formatMessage(messages.title)} onClose={onClose} className="history-modal">
      {current.kind === 'loading' && <Spinner />}
      {current.kind === 'error' && <Alert>{formatUserMessage(intl, current.error)}</Alert>}
      {current.kind === 'done' && current.edits.length === 0 && (
        <p>{intl.formatMessage(messages.empty)}</p>
      )}
      {current.kind === 'done' && (
        <ol className="history-list">
          {current.edits.map((edit, index) => (
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
