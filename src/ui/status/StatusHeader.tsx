import type { Ref } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Status, User } from '../../entities'
import { profileLink } from '../../entities/user-rules'
import { EXTERNAL_REL, safeLinkHref } from '../../lib/html'
import { Icon, type IconName } from '../common/Icon'
import { RelativeTime } from '../common/RelativeTime'
import { UserHandle, UserName } from '../common/UserName'
import { StillAvatar } from '../media/StillAvatar'
import { UserCardButton, UserCardLink, type UserCardHandle } from '../user/UserCardTrigger'
import { statusMessages as m } from './messages'
import { routePath } from '../../routes/route-table'

const visibilityIcon: Record<Status['visibility'], IconName> = {
  public: 'globe',
  unlisted: 'unlock',
  private: 'lock',
  direct: 'envelope',
  local: 'local',
  list: 'list',
}

export interface ThreadControls {
  /** The thread under this status is hidden (tree display). */
  hidden: boolean
  hiddenCount: number
  onToggle: () => void
}

export interface StatusHeaderProps {
  status: Status
  author: User | undefined
  restrictedNicknames: readonly string[]
  hideBotIndication: boolean
  /** The muted status is open: offer the mute toggle to fold it again. */
  onMuteAgain?: () => void
  thread?: ThreadControls
  /** Dive into the subthread of this status. */
  onDive?: () => void
}

/** The avatar column: the author's picture, which opens the author's card (so does `p`). */
export function StatusAvatar(props: {
  userId: string
  author: User | undefined
  defaultAvatar: string
  stopGifs: boolean
  cardRef?: Ref<UserCardHandle>
}) {
  const intl = useIntl()
  const name = props.author?.name || props.author?.screen_name || props.userId
  return (
    <UserCardButton
      userId={props.userId}
      className="status-avatar-link"
      label={intl.formatMessage(m.authorCard, { name })}
      handleRef={props.cardRef}
    >
      <StillAvatar
        src={props.author?.profile_image_url_original ?? props.author?.profile_image_url}
        fallback={props.defaultAvatar}
        stopGifs={props.stopGifs}
      />
    </UserCardButton>
  )
}

/**
 * The name line: display name, bot mark and handle on the left (the handle gives up its room
 * first), then the time, visibility and the card's small tools on the right.
 */
export function StatusHeader(props: StatusHeaderProps) {
  const { status, author } = props
  const intl = useIntl()
  const profile = profileLink(status.user_id, author?.screen_name, props.restrictedNicknames).path
  return (
    <header className="status-header">
      <span className="status-names">
        <UserCardLink userId={status.user_id} to={profile} className="status-author">
          <UserName
            name={author?.name}
            screenName={author?.screen_name ?? status.user_id}
            emojis={author?.emoji}
          />
        </UserCardLink>
        {author?.bot === true && !props.hideBotIndication && (
          <span className="status-bot">
            <Icon name="bot" title={intl.formatMessage(m.bot)} />
          </span>
        )}
        {author && <UserHandle handle={author.screen_name_ui} className="status-handle" />}
      </span>
      <StatusHeaderTools {...props} />
    </header>
  )
}

/** Time (linking to the conversation), visibility, expand, mute toggle, thread and dive. */
function StatusHeaderTools(props: StatusHeaderProps) {
  const { status } = props
  const intl = useIntl()
  const external = status.is_local ? undefined : safeLinkHref(status.external_url)
  const visibilityLabel = intl.formatMessage(m[`visibility_${status.visibility}`])
  return (
    <span className="status-header-tools">
      <Link to={routePath('conversation', { id: status.id })} className="status-time">
        <RelativeTime date={status.created_at} variant="compact" />
      </Link>
      <span className="status-visibility">
        <Icon name={visibilityIcon[status.visibility]} title={visibilityLabel} />
      </span>
      {external !== undefined && (
        <a
          href={external}
          target="_blank"
          rel={EXTERNAL_REL}
          className="status-icon-button"
          aria-label={intl.formatMessage(m.expand)}
          title={intl.formatMessage(m.expand)}
        >
          <Icon name="external" />
        </a>
      )}
      {props.onMuteAgain && (
        <button
          type="button"
          className="status-icon-button"
          aria-label={intl.formatMessage(m.muteAgain)}
          title={intl.formatMessage(m.muteAgain)}
          onClick={props.onMuteAgain}
        >
          <Icon name="eyeOff" />
        </button>
      )}
      {props.thread && (
        <button
          type="button"
          className="status-icon-button"
          aria-expanded={!props.thread.hidden}
          aria-label={intl.formatMessage(props.thread.hidden ? m.threadShowCount : m.threadHide, {
            count: props.thread.hiddenCount,
          })}
          title={intl.formatMessage(props.thread.hidden ? m.threadShow : m.threadHide)}
          onClick={props.thread.onToggle}
        >
          <Icon name={props.thread.hidden ? 'plus' : 'minus'} />
        </button>
      )}
      {props.onDive && (
        <button
          type="button"
          className="status-icon-button"
          aria-label={intl.formatMessage(m.dive)}
          title={intl.formatMessage(m.dive)}
          onClick={props.onDive}
        >
          <Icon name="thread" />
        </button>
      )}
    </span>
  )
}
