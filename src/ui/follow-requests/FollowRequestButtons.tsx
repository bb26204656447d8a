import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { neutralizeBidi } from '../../lib/html'
import { useSettingsAtoms } from '../../settings/store'
import { useAnsweringFollowRequest, useFollowRequestActions } from '../../state/follow-requests'
import { useUser } from '../../state/hooks'
import { ConfirmModal } from '../common/ConfirmModal'
import { Button } from '../primitives'
import { followRequestMessages as m } from './messages'
import './follow-requests.css'

export interface FollowRequestButtonsProps {
  account: string
  /** The requester. */
  userId: string
  /** The signed-in user, whose count of waiting requests moves. */
  viewerId: string | null
  /** When answered from its notification. */
  notificationId?: string
}

type Asking = 'approve' | 'deny' | null

/**
 * Approve and Deny for one follow request, each asking first when the settings say so
 * (modalOnApproveFollow, modalOnDenyFollow). The state layer does the rest in the spec's order.
 */
export function FollowRequestButtons(props: FollowRequestButtonsProps) {
  const intl = useIntl()
  const settings = useAtomValue(useSettingsAtoms(props.account).effective)
  const actions = useFollowRequestActions(props.account)
  const answering = useAnsweringFollowRequest(props.account, props.userId)
  const requester = useUser(props.account, props.userId)
  const [asking, setAsking] = useState<Asking>(null)
  const name = neutralizeBidi(requester?.name || requester?.screen_name || props.userId)
  const answer = {
    userId: props.userId,
    viewerId: props.viewerId,
    ...(props.notificationId === undefined ? {} : { notificationId: props.notificationId }),
  }
  const run = (kind: 'approve' | 'deny') => {
    setAsking(null)
    void (kind === 'approve' ? actions.approve(answer) : actions.deny(answer))
  }
  const ask = (kind: 'approve' | 'deny') => {
    const confirm = kind === 'approve' ? settings.modalOnApproveFollow : settings.modalOnDenyFollow
    if (confirm) setAsking(kind)
    else run(kind)
  }
  return (
    <div className="follow-request-buttons">
      <Button
        size="sm"
        variant="primary"
        busy={answering}
        disabled={answering}
        aria-label={intl.formatMessage(m.approveLabel, { name })}
        onClick={() => ask('approve')}
      >
        {intl.formatMessage(m.approve)}
      </Button>
      <Button
        size="sm"
        disabled={answering}
        aria-label={intl.formatMessage(m.denyLabel, { name })}
        onClick={() => ask('deny')}
      >
        {intl.formatMessage(m.deny)}
      </Button>
      {asking !== null && (
        <ConfirmModal
          title={intl.formatMessage(asking === 'approve' ? m.approveTitle : m.denyTitle)}
          confirmLabel={intl.formatMessage(asking === 'approve' ? m.approve : m.deny)}
          danger={asking === 'deny'}
          onConfirm={() => run(asking)}
          onCancel={() => setAsking(null)}
        >
          {intl.formatMessage(asking === 'approve' ? m.approveQuestion : m.denyQuestion, { name })}
        </ConfirmModal>
      )}
    </div>
  )
}
