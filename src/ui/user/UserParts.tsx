import { useState, type ReactNode } from 'react'
import { FormattedDate, useIntl } from 'react-intl'
import type { Attachment, Relationship, User } from '../../entities'
import { dailyPostAverage, userBadges, type UserBadge } from '../../entities/user-rules'
import { SafeHtml, safeImageUrl } from '../../lib/html'
import { shownCount } from '../../lib/user/profile-tabs'
import { Icon } from '../common/Icon'
import { MediaViewer } from '../media/MediaViewer'
import { Avatar } from '../primitives/Avatar'
import { Badge } from '../primitives/Badge'
import { useCoversCard } from './card-cover'
import { userMessages as m } from './messages'

/** The account's cover photo behind the top of the card (nothing when it has none). */
export function UserBanner({ user }: { user: User }) {
  const cover = safeImageUrl(user.cover_photo)
  return (
    <div
      className="user-banner"
      style={cover === undefined ? undefined : { backgroundImage: `url("${cover}")` }}
    />
  )
}

/** The avatar as a button that shows the original picture in the media viewer. */
export function AvatarZoom(props: { user: User; fallback: string | null; size: number }) {
  const { user } = props
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  useCoversCard(open)
  const original = safeImageUrl(user.profile_image_url_original || user.profile_image_url)
  const name = user.name || user.screen_name
  const picture: Attachment[] =
    original === undefined
      ? []
      : [
          {
            id: `avatar:${user.id}`,
            mimetype: 'image',
            kind: 'image',
            url: original,
            large_thumb_url: original,
            thumb_url: original,
            remote_url: null,
            description: intl.formatMessage(m.avatarOf, { name }),
            blurhash: null,
            meta: null,
            oembed: null,
          },
        ]
  return (
    <>
      <button
        type="button"
        className="user-avatar-zoom"
        aria-label={intl.formatMessage(m.zoomAvatar, { name })}
        title={intl.formatMessage(m.zoomAvatar, { name })}
        disabled={picture.length === 0}
        onClick={() => {
          setOpen(true)
        }}
      >
        <Avatar src={user.profile_image_url} fallback={props.fallback} size={props.size} />
      </button>
      {open && (
        <MediaViewer
          attachments={picture}
          startIndex={0}
          onClose={() => {
            setOpen(false)
          }}
        />
      )}
    </>
  )
}

type Message = (typeof m)[keyof typeof m]

const badgeText: Record<UserBadge, Message> = {
  admin: m.admin,
  moderator: m.moderator,
  bot: m.bot,
  locked: m.locked,
  deactivated: m.deactivated,
}

/**
 * The badges (role, lock, deactivated, bot) and what the relationship says of the viewer
 * ("follows you", "blocks you"); none of the notes on one's own card.
 */
export function UserBadges(props: {
  user: User
  relationship: Relationship | undefined
  own: boolean
}) {
  const intl = useIntl()
  const badges = userBadges(props.user)
  const notes = props.own
    ? [m.itsYou]
    : [
        ...(props.relationship?.followed_by === true ? [m.followsYou] : []),
        ...(props.relationship?.blocked_by === true ? [m.blocksYou] : []),
      ]
  if (badges.length === 0 && notes.length === 0) return null
  return (
    <p className="user-badges">
      {badges.map((badge) =>
        badge === 'locked' ? (
          <Badge key={badge} label={intl.formatMessage(m.lockedLong)}>
            <Icon name="lock" /> {intl.formatMessage(m.locked)}
          </Badge>
        ) : (
          <Badge
            key={badge}
            tone={badge === 'admin' || badge === 'moderator' ? 'accent' : 'neutral'}
          >
            {intl.formatMessage(badgeText[badge])}
          </Badge>
        ),
      )}
      {notes.map((note) => (
        <Badge key={note.id} className="user-note-badge">
          {intl.formatMessage(note)}
        </Badge>
      ))}
    </p>
  )
}

/** The bio: the server's HTML, sanitised, with the account's custom emoji. */
export function UserBio({ user }: { user: User }) {
  if (user.description_html.trim() === '') return null
  return <SafeHtml html={user.description_html} emojis={user.emoji} className="user-bio" />
}

export type CountTab = 'statuses' | 'followees' | 'followers'

/**
 * Statuses, followees and followers ('hidden' where the account hides a count from others), the
 * posts per day and the join date. Each count is a control that shows its tab.
 */
export function UserStats(props: {
  user: User
  own: boolean
  renderCount: (tab: CountTab, text: string) => ReactNode
}) {
  const { user, own } = props
  const intl = useIntl()
  const counts: [CountTab, number | 'hidden', Message, Message][] = [
    ['statuses', user.statuses_count, m.statuses, m.statusesCount],
    [
      'followees',
      shownCount(user.friends_count, user.hide_follows_count, own),
      m.followees,
      m.followeesCount,
    ],
    [
      'followers',
      shownCount(user.followers_count, user.hide_followers_count, own),
      m.followers,
      m.followersCount,
    ],
  ]
  const created = Date.parse(user.created_at)
  return (
    <div className="user-stats">
      <ul className="user-counts" aria-label={intl.formatMessage(m.counts)}>
        {counts.map(([tab, count, what, counted]) => (
          <li key={tab}>
            {props.renderCount(
              tab,
              count === 'hidden'
                ? intl.formatMessage(m.hiddenCount, { what: intl.formatMessage(what) })
                : intl.formatMessage(counted, { count }),
            )}
          </li>
        ))}
      </ul>
      <p className="user-dates">
        <span>{intl.formatMessage(m.perDay, { count: dailyPostAverage(user) })}</span>
        {!Number.isNaN(created) && (
          <span>
            {intl.formatMessage(m.joined, {
              date: (
                <FormattedDate
                  key="date"
                  value={created}
                  year="numeric"
                  month="long"
                  day="numeric"
                />
              ),
            })}
          </span>
        )}
      </p>
    </div>
  )
}
