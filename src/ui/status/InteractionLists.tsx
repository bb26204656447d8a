import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Status } from '../../entities'
import { profileLink } from '../../entities/user-rules'
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
 * Favouriting and repeating users of the focused status, fetched when the counts differ from
 * the number of users held.
 */
export function InteractionLists({ status }: { status: Status }) {
  const intl = useIntl()
  const { actions } = useStatusEnv()
  const [faves, setFaves] = useState<string[]>([])
  const [repeats, setRepeats] = useState<string[]>([])
  const needFaves = status.fave_num !== faves.length
  const needRepeats = status.repeat_num !== repeats.length

  useEffect(() => {
    if (!needFaves) return
    let live = true
    void actions.favouritedBy(status.id).then((r) => {
      if (live && r.ok) setFaves(r.value)
    })
    return () => {
      live = false
    }
  }, [needFaves, status.fave_num, status.id, actions])

  useEffect(() => {
    if (!needRepeats) return
    let live = true
    void actions.rebloggedBy(status.id).then((r) => {
      if (live && r.ok) setRepeats(r.value)
    })
    return () => {
      live = false
    }
  }, [needRepeats, status.repeat_num, status.id, actions])

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
