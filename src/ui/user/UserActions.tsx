import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { Relationship, User } from '../../entities'
import { accountDomain } from '../../entities/user-rules'
import { useAccountActions } from '../../state/account-actions'
import { ConfirmModal } from '../common/ConfirmModal'
import { Menu, type MenuItem } from '../common/Menu'
import { IconButton } from '../primitives/IconButton'
import { useCoversCard } from './card-cover'
import { FollowButton } from './FollowButton'
import { userMessages as m } from './messages'
import { MuteDialog } from './MuteDialog'
import { reportRequestAtom } from './report/report-request'
import { useViewerSettings } from './use-viewer-settings'

export interface UserActionsProps {
  accountKey: string
  user: User
  relationship: Relationship | undefined
  /** Start a post mentioning the user (the new-post dialog). */
  onMention?: (user: User) => void
  /** The card closes before a dialog of the app opens (report, new post). */
  onLeave?: () => void
}

type Asking = 'mute' | 'muteFor' | 'block' | null

/**
 * What a signed-in viewer does to another account (spec 3 §4 and §6): follow, subscribe (while
 * following), mention, and the account menu: mute (for a while), block, show or hide repeats,
 * remove the follower, mute the domain (remote accounts), report.
 */
export function UserActions(props: UserActionsProps) {
  const { accountKey, user, relationship } = props
  const intl = useIntl()
  const actions = useAccountActions(accountKey)
  const settings = useViewerSettings(accountKey)
  const report = useSetAtom(reportRequestAtom)
  const [asking, setAsking] = useState<Asking>(null)
  useCoversCard(asking !== null)
  const name = `@${user.screen_name}`
  const t = (descriptor: (typeof m)[keyof typeof m], values?: Record<string, string>) =>
    intl.formatMessage(descriptor, values)
  const done = () => {
    setAsking(null)
  }
  const mute = (expiresIn?: number) => {
    done()
    void actions.mute(user.id, true, expiresIn)
  }
  const block = () => {
    done()
    void actions.block(user.id, true)
  }
  const items = accountMenu({
    user,
    relationship,
    t,
    onMute: () => {
      if (relationship?.muting === true) void actions.mute(user.id, false)
      else if (settings.modalOnMute) setAsking('mute')
      else mute()
    },
    onMuteFor: () => {
      setAsking('muteFor')
    },
    onBlock: () => {
      if (relationship?.blocking === true) void actions.block(user.id, false)
      else if (settings.modalOnBlock) setAsking('block')
      else block()
    },
    onRepeats: () => void actions.showRepeats(user.id, relationship?.showing_reblogs === false),
    onRemoveFollower: () => void actions.removeFollower(user.id),
    onDomain: (domain) =>
      void actions.muteDomain(user.id, domain, relationship?.domain_blocking !== true),
    onReport: () => {
      props.onLeave?.()
      report({ account: accountKey, userId: user.id })
    },
  })
  const subscribing = relationship?.subscribing === true
  return (
    <div className="user-actions" role="group" aria-label={t(m.actions, { name })}>
      <FollowButton accountKey={accountKey} user={user} relationship={relationship} />
      {relationship?.following === true && (
        <IconButton
          icon="bell"
          label={t(subscribing ? m.unsubscribe : m.subscribe)}
          pressed={subscribing}
          onClick={() => void actions.subscribe(user.id, !subscribing)}
        />
      )}
      {props.onMention && (
        <IconButton
          icon="mention"
          label={t(m.mention)}
          onClick={() => {
            props.onLeave?.()
            props.onMention?.(user)
          }}
        />
      )}
      <Menu label={t(m.moreActions, { name })} items={items} className="user-actions-menu" />
      {asking === 'mute' && (
        <ConfirmModal
          title={t(m.muteTitle)}
          confirmLabel={t(m.mute)}
          danger
          onConfirm={() => {
            mute()
          }}
          onCancel={done}
        >
          {t(m.muteConfirm, { user: name })}
        </ConfirmModal>
      )}
      {asking === 'muteFor' && <MuteDialog name={name} onMute={mute} onCancel={done} />}
      {asking === 'block' && (
        <ConfirmModal
          title={t(m.blockTitle)}
          confirmLabel={t(m.block)}
          danger
          onConfirm={block}
          onCancel={done}
        >
          {t(m.blockConfirm, { user: name })}
        </ConfirmModal>
      )}
    </div>
  )
}

interface MenuInput {
  user: User
  relationship: Relationship | undefined
  t: (descriptor: (typeof m)[keyof typeof m], values?: Record<string, string>) => string
  onMute: () => void
  onMuteFor: () => void
  onBlock: () => void
  onRepeats: () => void
  onRemoveFollower: () => void
  onDomain: (domain: string) => void
  onReport: () => void
}

/** The account menu's items, each only where the spec offers it. */
function accountMenu(input: MenuInput): MenuItem[] {
  const { user, relationship, t } = input
  const muting = relationship?.muting === true
  const items: MenuItem[] = [
    {
      id: 'mute',
      icon: muting ? 'unmute' : 'mute',
      label: t(muting ? m.unmute : m.mute),
      // Spec 3 §4: the mute button is off for a deactivated account.
      disabled: user.deactivated,
      onSelect: input.onMute,
    },
  ]
  if (!muting) {
    items.push({
      id: 'mute-for',
      icon: 'mute',
      label: t(m.muteFor),
      disabled: user.deactivated,
      onSelect: input.onMuteFor,
    })
  }
  items.push({
    id: 'block',
    icon: 'block',
    label: t(relationship?.blocking === true ? m.unblock : m.block),
    danger: relationship?.blocking !== true,
    onSelect: input.onBlock,
  })
  if (relationship?.following === true) {
    const showing = relationship.showing_reblogs
    items.push({
      id: 'repeats',
      icon: 'repeat',
      label: t(showing ? m.hideRepeats : m.showRepeats),
      onSelect: input.onRepeats,
    })
  }
  if (relationship?.followed_by === true) {
    items.push({
      id: 'remove-follower',
      icon: 'userMinus',
      label: t(m.removeFollower),
      onSelect: input.onRemoveFollower,
    })
  }
  const domain = user.is_local ? null : accountDomain(user.screen_name)
  if (domain !== null) {
    const muted = relationship?.domain_blocking === true
    items.push({
      id: 'domain',
      icon: 'globe',
      label: t(muted ? m.unmuteDomain : m.muteDomain, { domain }),
      onSelect: () => {
        input.onDomain(domain)
      },
    })
  }
  items.push({ id: 'report', icon: 'flag', label: t(m.report), onSelect: input.onReport })
  return items
}
