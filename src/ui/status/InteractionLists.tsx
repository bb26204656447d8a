import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Status } from '../../entities'
import { profileLink } from '../../entities/user-rules'
import { loadInteractions, useLoad } from '../../state/loaders'
import { StillAvatar } from '../media/StillAvatar'
import { statusMessages as m } from './messages'
import { useStatusEnv } from './status-env'
import { useCardSettings, useUserEntity } from './use-entities'

/** Users shown in the avatar list of a focused status (spec 2 §9). */
export const AVATAR_LIST_MAX = 15

function UserAvatarLink({ id }: { id: string }) {
  const user = useUserEntity(id)
  const { instance } = useStatusEnv()
  const { stopGifs } = useCardSettings()
  if (!user) return null
  return (
    <Link
      to={profileLink(user.id, user.screen_name, instance.restrictedNicknames).path}
      title={user.screen_name}
    >
      <StillAvatar
        stopGifs={stopGifs}
        src={user.profile_image_url}
        fallback={instance.defaultAvatar}
        alt={user.name || user.screen_name}
        size={24}
      />
    </Link>
  )
}

/**
 * Who favourited or repeated the status, fetched again when its count changes (spec 2: "fetched
 * when the counts differ from what is held"). While a new count loads, the last list stays.
 */
function useInteractionIds(status: Status, kind: 'favourited' | 'repeated'): string[] {
  const { accountKey } = useStatusEnv()
  const count = kind === 'favourited' ? status.fave_num : status.repeat_num
  const users = useLoad(
    accountKey,
    count > 0 ? `${kind} ${status.id} ${String(count)}` : null,
    (target) => loadInteractions(target, status.id, kind),
  )
  const [last, setLast] = useState<{ id: string; ids: string[] }>({ id: status.id, ids: [] })
  // Kept from the last answer (React's "information from previous renders"), so a new count
  // does not empty the list while it loads; a failed load keeps it too.
  if (users.status === 'ready' && users.data !== last.ids)
    setLast({ id: status.id, ids: users.data })
  if (count === 0) return []
  return last.id === status.id ? last.ids : []
}

/** Favouriting and repeating users of the focused status (spec 2 §9: at most 15 of each). */
export function InteractionLists({ status }: { status: Status }) {
  const intl = useIntl()
  const faves = useInteractionIds(status, 'favourited')
  const repeats = useInteractionIds(status, 'repeated')
  if (faves.length === 0 && repeats.length === 0) return null
  return (
    <div className="interaction-lists">
      {[
        { ids: repeats, label: intl.formatMessage(m.repeatedBy) },
        { ids: faves, label: intl.formatMessage(m.favouritedBy) },
      ]
        .filter((list) => list.ids.length > 0)
        .map((list) => (
          <section key={list.label} className="interaction-list" aria-label={list.label}>
            <span>{list.label}</span>
            {list.ids.slice(0, AVATAR_LIST_MAX).map((id) => (
              <UserAvatarLink key={id} id={id} />
            ))}
          </section>
        ))}
    </div>
  )
}
