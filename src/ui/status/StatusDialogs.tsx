import { lazyDialog } from '../common/lazy-after-first-paint'
import { useIntl } from 'react-intl'
import type { Status } from '../../entities'
import { ConfirmModal } from '../common/ConfirmModal'
import { actionMessages as am } from './action-messages'
import type { StatusController } from './use-status-controller'

const EditHistoryModal = lazyDialog(() => import('./EditHistoryModal'), 'EditHistoryModal')
const MediaViewer = lazyDialog(() => import('../media/MediaViewer'), 'MediaViewer')

export interface StatusDialogsProps {
  status: Status
  controller: StatusController
  /** The media viewer's start index, or null when it is closed. */
  viewerAt: number | null
  onCloseViewer: () => void
}

/** The card's modals: repeat and delete/redraft confirmations, edit history, media viewer. */
export function StatusDialogs({ status, controller, viewerAt, onCloseViewer }: StatusDialogsProps) {
  const intl = useIntl()
  const { commands, confirm, settings } = controller
  const deleting = confirm === 'delete'
  return (
    <>
      {confirm === 'repeat' && (
        <ConfirmModal
          title={intl.formatMessage(am.confirmRepeatTitle)}
          confirmLabel={intl.formatMessage(am.confirmRepeatAccept)}
          onConfirm={() => {
            commands.repeat(true)
          }}
          onCancel={controller.cancelConfirm}
        >
          {intl.formatMessage(am.confirmRepeat)}
        </ConfirmModal>
      )}
      {(confirm === 'delete' || confirm === 'redraft') && (
        <ConfirmModal
          title={intl.formatMessage(deleting ? am.confirmDeleteTitle : am.confirmRedraftTitle)}
          confirmLabel={intl.formatMessage(
            deleting ? am.confirmDeleteAccept : am.confirmRedraftAccept,
          )}
          onConfirm={() => {
            if (deleting) commands.remove(true)
            else commands.redraft(true)
          }}
          onCancel={controller.cancelConfirm}
        >
          {intl.formatMessage(deleting ? am.confirmDelete : am.confirmRedraft)}
        </ConfirmModal>
      )}
      {controller.historyOpen && (
        <EditHistoryModal
          statusId={status.id}
          editedAt={status.edited_at}
          onClose={controller.closeHistory}
        />
      )}
      {viewerAt !== null && (
        <MediaViewer
          attachments={status.attachments}
          startIndex={viewerAt}
          loopVideo={settings.loopVideo}
          loopVideoSilentOnly={settings.loopVideoSilentOnly}
          onClose={onCloseViewer}
        />
      )}
    </>
  )
}
