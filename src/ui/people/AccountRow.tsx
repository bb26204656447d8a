import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { profileLink } from '../../entities/user-rules'
import { SafeHtml } from '../../lib/html'
import { useSettingsAtoms } from '../../settings/store'
import { useUser } from '../../state/hooks'
import { useInstanceConfig } from '../../state/instance'
import { useAtomValue } from 'jotai'
import { UserHandle, UserName } from '../common/UserName'
import { StillAvatar } from '../media/StillAvatar'
import { peopleMessages as m } from './messages'
import './account-row.css'

export interface AccountRowProps {
  /** Whose cache the account is read from. */
  accountKey: string
  userId: string
  /** Show the start of the bio under the name (search, who to follow). */
  withBio?: boolean
  /** Buttons at the row's end (add to a list, remove, follow). */
  actions?: ReactNode
}

/**
 * One account as a row: avatar, display name and handle, each leading to the profile, and the
 * bio's start where asked. Renders nothing for an account the cache does not hold.
 */
export function AccountRow({ accountKey, userId, withBio, actions }: AccountRowProps) {
  const intl = useIntl()
  const user = useUser(accountKey, userId)
  const instance = useInstanceConfig()
  const { stopGifs } = useAtomValue(useSettingsAtoms(accountKey).effective)
  if (!user) return null
  const path = profileLink(user.id, user.screen_name, instance.restrictedNicknames).path
  return (
    <div className="account-row">
      {/* The avatar repeats the name's link: one stop for keyboard and screen readers. */}
      <Link to={path} className="account-row-avatar" tabIndex={-1} aria-hidden="true">
        <StillAvatar
          stopGifs={stopGifs}
          src={user.profile_image_url}
          fallback={instance.defaultAvatar}
          size={44}
        />
      </Link>
      <div className="account-row-text">
        <Link to={path} className="account-row-name">
          <UserName name={user.name} screenName={user.screen_name} emojis={user.emoji} />
          <UserHandle handle={user.screen_name_ui} className="account-row-handle" />
        </Link>
        {(user.bot || user.locked) && (
          <span className="account-row-badges">
            {user.bot && <span className="account-row-badge">{intl.formatMessage(m.bot)}</span>}
            {user.locked && (
              <span className="account-row-badge">{intl.formatMessage(m.locked)}</span>
            )}
          </span>
        )}
        {withBio === true && user.description_html.trim() !== '' && (
          <SafeHtml
            html={user.description_html}
            emojis={user.emoji}
            className="account-row-bio"
            preview
          />
        )}
      </div>
      {actions !== undefined && <div className="account-row-actions">{actions}</div>}
    </div>
  )
}
