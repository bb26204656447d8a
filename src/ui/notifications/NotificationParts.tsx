import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { User } from '../../entities'
import { profileLink } from '../../entities/user-rules'
import { safeImageUrl } from '../../lib/html'
import { NOTIFICATION_TIME_REFRESH_MS } from '../../state/constants'
import { Icon, RelativeTime, type IconName } from '../common'
import { UserName } from '../common/UserName'
import { Avatar, IconButton } from '../primitives'
import { UserCardButton, UserCardLink } from '../user/UserCardTrigger'
import { notificationMessages as m } from './messages'

/** A link to an account's profile showing its display name (custom emoji included). */
export function ProfileName({
  user,
  userId,
  restricted,
}: {
  user: User | undefined
  userId: string
  restricted: readonly string[]
}) {
  return (
    <UserCardLink
      userId={userId}
      to={profileLink(userId, user?.screen_name, restricted).path}
      className="notification-name"
    >
      <UserName name={user?.name} screenName={user?.screen_name ?? userId} emojis={user?.emoji} />
    </UserCardLink>
  )
}

/** The reaction's emoji: a custom one as its image (http(s) only), a unicode one as text. */
export function ReactionEmoji({ emoji, url }: { emoji: string | null; url: string | null }) {
  const image = safeImageUrl(url)
  const name = emoji ?? ''
  if (image) {
    return <img className="notification-emoji" src={image} alt={name} title={name} height={20} />
  }
  return <span className="notification-emoji-text">{name}</span>
}

interface LineProps {
  /** Above a status card, which shows the avatar and the time itself: an icon instead. */
  compact?: IconName
  actor: User | undefined
  actorId: string
  avatarFallback: string | null
  restricted: readonly string[]
  /** The sentence, with the actor's name (and emoji, target) as elements. */
  sentence: ReactNode
  createdAt: string
  /** Where the time links to: the status, or the actor's profile. */
  timePath: string
  onDismiss: () => void
}

/** The head of a notification: the actor's avatar, the sentence, the time and dismiss. */
export function NotificationLine(props: LineProps) {
  const intl = useIntl()
  return (
    <div className={`notification-line${props.compact ? ' notification-line-compact' : ''}`}>
      {props.compact ? (
        <Icon name={props.compact} className="notification-type-icon" />
      ) : (
        <UserCardButton
          userId={props.actorId}
          className="notification-avatar"
          label={intl.formatMessage(m.actorCard, {
            name: props.actor?.name || props.actor?.screen_name || props.actorId,
          })}
        >
          <Avatar
            src={props.actor?.profile_image_url_original ?? props.actor?.profile_image_url}
            fallback={props.avatarFallback}
            size={32}
          />
        </UserCardButton>
      )}
      <p className="notification-sentence">
        {props.sentence}
        {!props.compact && (
          <Link to={props.timePath} className="notification-time">
            <RelativeTime date={props.createdAt} refreshMs={NOTIFICATION_TIME_REFRESH_MS} />
          </Link>
        )}
      </p>
      <IconButton
        icon="close"
        size="sm"
        label={intl.formatMessage(m.dismiss)}
        className="notification-dismiss"
        onClick={props.onDismiss}
      />
    </div>
  )
}
