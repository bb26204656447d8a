import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { User } from '../../entities'
import { profileLink } from '../../entities/user-rules'
import { Icon } from '../common/Icon'
import { UserName } from '../common/UserName'
import { statusMessages as m } from './messages'

export interface StatusPrependProps {
  pinned: boolean
  repeater: { id: string; user: User | undefined } | undefined
  restrictedNicknames: readonly string[]
}

/**
 * The lines above the name: "Pinned" and "X repeated". Their icon sits in the avatar column and
 * their text starts where the name does, so the eye finds the author's line first.
 */
export function StatusPrepend({ pinned, repeater, restrictedNicknames }: StatusPrependProps) {
  const intl = useIntl()
  return (
    <>
      {pinned && (
        <p className="status-prepend status-pinned">
          <Icon name="pin" />
          <span className="status-prepend-text">{intl.formatMessage(m.pinned)}</span>
        </p>
      )}
      {repeater && (
        <p className="status-prepend status-repeat-header">
          <Icon name="repeat" />
          <span className="status-prepend-text">
            {intl.formatMessage(m.repeated, {
              name: (
                <Link
                  key="r"
                  to={
                    profileLink(repeater.id, repeater.user?.screen_name, restrictedNicknames).path
                  }
                >
                  <UserName
                    name={repeater.user?.name}
                    screenName={repeater.user?.screen_name ?? repeater.id}
                    emojis={repeater.user?.emoji}
                  />
                </Link>
              ),
            })}
          </span>
        </p>
      )}
    </>
  )
}
