import { useEffect } from 'react'
import { useStore } from 'jotai'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { profileLink } from '../../entities/user-rules'
import { safeImageUrl } from '../../lib/html'
import { releaseHolder, setHolder } from '../../state/holders'
import { loadStatusReactions, useLoad, type ReactionWho } from '../../state/loaders'
import { Alert } from '../common/Alert'
import { formatUserMessage } from '../common/format-user-message'
import { Modal } from '../common/Modal'
import { Spinner } from '../common/Spinner'
import { UserHandle, UserName } from '../common/UserName'
import { StillAvatar } from '../media/StillAvatar'
import { actionMessages as m } from './action-messages'
import { useStatusEnv } from './status-env'
import { useCardSettings, useUserEntity } from './use-entities'
import './reaction-list.css'

export interface ReactionListDialogProps {
  statusId: string
  onClose: () => void
}

function Reactor({ id }: { id: string }) {
  const user = useUserEntity(id)
  const { instance } = useStatusEnv()
  const { stopGifs } = useCardSettings()
  if (!user) return null
  return (
    <li>
      <Link
        className="reactor"
        to={profileLink(user.id, user.screen_name, instance.restrictedNicknames).path}
      >
        <StillAvatar
          stopGifs={stopGifs}
          src={user.profile_image_url}
          fallback={instance.defaultAvatar}
          size={32}
        />
        <UserName name={user.name} screenName={user.screen_name} emojis={user.emoji} />
        <UserHandle handle={user.screen_name_ui} />
      </Link>
    </li>
  )
}

function Face({ reaction }: { reaction: ReactionWho }) {
  const url = safeImageUrl(reaction.url)
  if (url) return <img src={url} alt="" className="reaction-image" />
  return <span aria-hidden="true">{reaction.name}</span>
}

/** Who reacted with what (GET /api/v1/pleroma/statuses/:id/reactions), one group per emoji. */
export function ReactionListDialog({ statusId, onClose }: ReactionListDialogProps) {
  const intl = useIntl()
  const store = useStore()
  const { accountKey } = useStatusEnv()
  const reactions = useLoad(accountKey, `reactions ${statusId}`, (target) =>
    loadStatusReactions(target, statusId),
  )
  const userIds = reactions.data?.flatMap((reaction) => reaction.account_ids)
  useEffect(() => {
    if (!userIds) return undefined
    const holder = `modal:reactions:${statusId}`
    setHolder(store, accountKey, holder, { users: userIds })
    return () => releaseHolder(store, accountKey, holder)
  }, [store, accountKey, statusId, userIds])
  const ordered = reactions.data ?? []
  return (
    <Modal title={intl.formatMessage(m.whoReacted)} onClose={onClose} className="reaction-list">
      {reactions.status === 'loading' && <Spinner />}
      {reactions.status === 'error' && <Alert>{formatUserMessage(intl, reactions.message)}</Alert>}
      {reactions.status === 'ready' && ordered.length === 0 && (
        <p>{intl.formatMessage(m.noReactions)}</p>
      )}
      {ordered.map((reaction) => (
        <section
          key={reaction.name}
          className="reaction-list-group"
          aria-label={intl.formatMessage(m.reactionLabel, {
            emoji: reaction.name,
            count: reaction.count,
          })}
        >
          <h3 className="reaction-list-heading">
            <Face reaction={reaction} />
            {reaction.url && (
              <span>{intl.formatMessage(m.shortcode, { name: reaction.name })}</span>
            )}
            <span className="reaction-count">{intl.formatNumber(reaction.count)}</span>
          </h3>
          <ul className="reaction-list-people">
            {reaction.account_ids.map((id) => (
              <Reactor key={id} id={id} />
            ))}
          </ul>
        </section>
      ))}
    </Modal>
  )
}
