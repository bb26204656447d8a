import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Status, User } from '../../entities'
import { profileLink } from '../../entities/user-rules'
import { EXTERNAL_REL, safeLinkHref } from '../../lib/html'
import { routePath } from '../../routes/route-table'
import { Icon, type IconName } from '../common/Icon'
import { RelativeTime } from '../common/RelativeTime'
import { UserHandle, UserName } from '../common/UserName'
import { StillAvatar } from '../media/StillAvatar'
import { statusMessages as m } from './messages'

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
  defaultAvatar: string
  restrictedNicknames: readonly string[]
  hideBotIndication: boolean
  /** A GIF avatar shows a still frame until hovered. */
  stopGifs: boolean
  /** The muted status is open: offer the mute toggle to fold it again. */
  onMuteAgain?: () => void
  thread?: ThreadControls
  /** Dive into the subthread of this status. */
  onDive?: () => void
}

/** Avatar, name, handle, time, visibility, expand, mute toggle, thread and dive buttons. */
export function StatusHeader(props: StatusHeaderProps) {
  const { status, author } = props
  const intl = useIntl()
  const profile = profileLink(status.user_id, author?.screen_name, props.restrictedNicknames).path
  const external = status.is_local ? undefined : safeLinkHref(status.external_url)
  const visibilityLabel = intl.formatMessage(m[`visibility_${status.visibility}`])
  return (
    <header className="status-header">
      <Link to={profile} className="status-avatar-link" tabIndex={-1} aria-hidden="true">
        <StillAvatar
          src={author?.profile_image_url_original ?? author?.profile_image_url}
          fallback={props.defaultAvatar}
          stopGifs={props.stopGifs}
        />
      </Link>
      <div className="status-heading">
        <div className="status-name-row">
          <Link to={profile} className="status-author">
            <UserName
              name={author?.name}
              screenName={author?.screen_name ?? status.user_id}
              emojis={author?.emoji}
            />
          </Link>
          {author?.bot === true && !props.hideBotIndication && (
            <span className="status-bot">
              <Icon name="bot" title={intl.formatMessage(m.bot)} />
            </span>
          )}
          <span className="status-header-tools">
            <Link to={routePath('conversation', { id: status.id })} className="status-time">
              <RelativeTime date={status.created_at} />
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
                aria-label={intl.formatMessage(
                  props.thread.hidden ? m.threadShowCount : m.threadHide,
                  { count: props.thread.hiddenCount },
                )}
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
        </div>
        {author && <UserHandle handle={author.screen_name_ui} className="status-handle" />}
      </div>
    </header>
  )
}
