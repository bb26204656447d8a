import { useStore } from 'jotai'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { UserMessage } from '../../i18n/define-messages'
import { deleteAnnouncement } from '../../state/announcements'
import { ConfirmModal } from '../common/ConfirmModal'
import { formatUserMessage } from '../common/format-user-message'
import { Button } from '../primitives'
import { announcementAdminMessages as m } from './admin-messages'

/** An admin's Edit and Delete (after a confirmation) on one announcement. */
export function AnnouncementAdminTools(props: {
  account: string
  id: string
  onEdit: (id: string) => void
}) {
  const intl = useIntl()
  const store = useStore()
  const [confirming, setConfirming] = useState(false)
  const [problem, setProblem] = useState<UserMessage | null>(null)
  return (
    <>
      <Button
        size="sm"
        onClick={() => {
          props.onEdit(props.id)
        }}
      >
        {intl.formatMessage(m.edit)}
      </Button>
      <Button
        size="sm"
        variant="danger"
        onClick={() => {
          setConfirming(true)
        }}
      >
        {intl.formatMessage(m.delete)}
      </Button>
      {problem && (
        <span role="alert" className="announcement-editor-problem">
          {formatUserMessage(intl, problem)}
        </span>
      )}
      {confirming && (
        <ConfirmModal
          title={intl.formatMessage(m.delete)}
          confirmLabel={intl.formatMessage(m.delete)}
          danger
          onConfirm={() => {
            setConfirming(false)
            setProblem(null)
            void deleteAnnouncement(store, props.account, props.id).then((result) => {
              if (!result.ok) setProblem(result.error)
            })
          }}
          onCancel={() => {
            setConfirming(false)
          }}
        >
          {intl.formatMessage(m.deleteConfirm)}
        </ConfirmModal>
      )}
    </>
  )
}
