import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { User } from '../../entities'
import { feedUrl, profileLink, remoteFollowUrl } from '../../entities/user-rules'
import { EXTERNAL_REL, safeLinkHref } from '../../lib/html'
import { Icon } from '../common/Icon'
import { settingsOpenerAtom } from '../common/settings-opener'
import { Spinner } from '../common/Spinner'
import { UserHandle, UserName } from '../common/UserName'
import { Button } from '../primitives/Button'
import { useStatusEnv } from '../status/status-env'
import { useCardSettings } from '../status/use-entities'
import { userCardAdminToolsAtom } from './admin-tools-slot'
import { HighlightControls } from './HighlightControls'
import { userMessages as m } from './messages'
import { UserActions } from './UserActions'
import { useCardUser } from './use-card-user'
import { AvatarZoom, UserBadges, UserBanner, UserBio, UserStats, type CountTab } from './UserParts'
import './user-card.css'

export interface UserCardProps {
  userId: string
  /** Close the popover (before navigating or opening a dialog of the app). */
  onClose: () => void
}

/**
 * The user card of spec 3 §2: cover, avatar (zoom), name with emoji, handle, badges and notes,
 * bio, counts leading to the profile's tabs, posts per day and join date, then what the viewer
 * may do: the account actions (signed in, someone else), edit profile (oneself, local), remote
 * follow (visitors, local accounts), the links (profile, feed, the remote page), the highlight
 * and the admin tools' slot.
 */
export function UserCard({ userId, onClose }: UserCardProps) {
  const intl = useIntl()
  const env = useStatusEnv()
  const viewer = env.viewer
  const own = viewer?.id === userId
  const { user, relationship, failed } = useCardUser(env.accountKey, userId, !!viewer && !own)
  const { hideUserStats } = useCardSettings()
  if (!user) {
    return (
      <div className="user-card user-card-pending" role={failed ? 'alert' : 'status'}>
        {failed ? intl.formatMessage(m.loadError) : <Spinner />}
        {!failed && <span className="visually-hidden">{intl.formatMessage(m.loading)}</span>}
      </div>
    )
  }
  const link = profileLink(user.id, user.screen_name, env.instance.restrictedNicknames)
  const tabPath = (tab: CountTab) =>
    profileLink(user.id, user.screen_name, env.instance.restrictedNicknames, tab).path
  return (
    <div className="user-card">
      <UserBanner user={user} />
      <div className="user-card-head">
        <AvatarZoom user={user} fallback={env.instance.defaultAvatar} size={64} />
        <div className="user-card-names">
          <Link to={link.path} className="user-card-name" onClick={onClose}>
            <UserName name={user.name} screenName={user.screen_name} emojis={user.emoji} />
          </Link>
          <UserHandle handle={user.screen_name_ui} className="user-card-handle" />
        </div>
      </div>
      <UserBadges user={user} relationship={relationship} own={own} />
      <UserBio user={user} />
      {!hideUserStats && (
        <UserStats
          user={user}
          own={own}
          renderCount={(tab, text) => (
            <Link to={tabPath(tab)} onClick={onClose}>
              {text}
            </Link>
          )}
        />
      )}
      <CardActions user={user} own={own} onClose={onClose} relationship={relationship} />
      <CardLinks user={user} own={own} profilePath={link.path} onClose={onClose} />
      {viewer && !own && (
        <HighlightControls accountKey={env.accountKey} screenName={user.screen_name} />
      )}
      {viewer?.role === 'admin' && <AdminTools accountKey={env.accountKey} userId={user.id} />}
    </div>
  )
}

function CardActions(props: {
  user: User
  own: boolean
  relationship: ReturnType<typeof useCardUser>['relationship']
  onClose: () => void
}) {
  const { user, own } = props
  const intl = useIntl()
  const env = useStatusEnv()
  const opener = useAtomValue(settingsOpenerAtom)
  if (own) {
    // Spec 3 §6: the edit-profile shortcut is for local accounts only.
    if (!opener || !user.is_local) return null
    return (
      <Button
        icon="edit"
        onClick={() => {
          props.onClose()
          opener.open('profile')
        }}
      >
        {intl.formatMessage(m.editProfile)}
      </Button>
    )
  }
  if (!env.viewer) return user.is_local ? <RemoteFollow user={user} /> : null
  return (
    <UserActions
      accountKey={env.accountKey}
      user={user}
      relationship={props.relationship}
      onLeave={props.onClose}
      {...(env.onMention ? { onMention: env.onMention } : {})}
    />
  )
}

/** Spec 3 §2: a visitor follows a local account from their own instance. */
export function RemoteFollow({ user }: { user: User }) {
  const intl = useIntl()
  const action = remoteFollowUrl(user)
  if (action === null) return null
  return (
    <form method="post" action={action} className="user-remote-follow">
      <input type="hidden" name="nickname" value={user.screen_name} />
      <Button type="submit" icon="follow">
        {intl.formatMessage(m.remoteFollow)}
      </Button>
    </form>
  )
}

function CardLinks(props: { user: User; own: boolean; profilePath: string; onClose: () => void }) {
  const { user, own } = props
  const intl = useIntl()
  const feed = own ? undefined : safeLinkHref(feedUrl(user) ?? undefined)
  const external = own || user.is_local ? undefined : safeLinkHref(user.statusnet_profile_url)
  const outside = (href: string, icon: 'rss' | 'external', label: string): ReactNode => (
    <a href={href} target="_blank" rel={EXTERNAL_REL} className="icon-button" title={label}>
      <Icon name={icon} />
      <span className="visually-hidden">{label}</span>
    </a>
  )
  return (
    <p className="user-card-links">
      <Link to={props.profilePath} onClick={props.onClose}>
        {intl.formatMessage(m.openProfile)}
      </Link>
      {feed !== undefined && outside(feed, 'rss', intl.formatMessage(m.feed))}
      {external !== undefined && outside(external, 'external', intl.formatMessage(m.external))}
    </p>
  )
}

/** The moderation work's tools, when it has registered them (spec 3 §6: admins only). */
function AdminTools(props: { accountKey: string; userId: string }) {
  const tools = useAtomValue(userCardAdminToolsAtom)
  if (!tools) return null
  return <div className="user-card-admin">{tools.render(props)}</div>
}
