import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { Relationship, User } from '../../entities'
import { useAccountActions } from '../../state/account-actions'
import { ConfirmModal } from '../common/ConfirmModal'
import { Button } from '../primitives/Button'
import { useCoversCard } from './card-cover'
import { userMessages as m } from './messages'
import { useViewerSettings } from './use-viewer-settings'

export interface FollowButtonProps {
  accountKey: string
  user: User
  relationship: Relationship | undefined
  size?: 'md' | 'sm'
}

/**
 * The follow button of spec 2: follow, then following (or "follow sent" for a locked account);
 * a click while following or requested unfollows, asking first when modalOnUnfollow is on. It
 * says "in progress" and waits while the server answers, and is off for a deactivated account
 * or one that blocks the viewer.
 */
export function FollowButton({ accountKey, user, relationship, size }: FollowButtonProps) {
  const intl = useIntl()
  const actions = useAccountActions(accountKey)
  const settings = useViewerSettings(accountKey)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  useCoversCard(confirming)
  const following = relationship?.following === true
  const requested = !following && relationship?.requested === true
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true)
    await work()
    setBusy(false)
  }
  const unfollow = () => {
    setConfirming(false)
    void run(() => actions.unfollow(user.id))
  }
  const label = busy ? m.inProgress : following ? m.following : requested ? m.followSent : m.follow
  const title = following ? m.unfollow : requested ? m.cancelRequest : m.follow
  const name = `@${user.screen_name}`
  return (
    <>
      <Button
        variant={following || requested ? 'default' : 'primary'}
        size={size}
        icon={following || requested ? undefined : 'follow'}
        className="follow-button"
        busy={busy}
        disabled={busy || user.deactivated || relationship?.blocked_by === true}
        title={intl.formatMessage(title)}
        onClick={() => {
          if (!following && !requested) void run(() => actions.follow(user.id, user.locked))
          else if (settings.modalOnUnfollow) setConfirming(true)
          else unfollow()
        }}
      >
        {intl.formatMessage(label)}
      </Button>
      {confirming && (
        <ConfirmModal
          title={intl.formatMessage(m.unfollowTitle)}
          confirmLabel={intl.formatMessage(m.unfollow)}
          onConfirm={unfollow}
          onCancel={() => {
            setConfirming(false)
          }}
        >
          {intl.formatMessage(m.unfollowConfirm, { user: name })}
        </ConfirmModal>
      )}
    </>
  )
}
