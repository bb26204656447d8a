import { useMemo, useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { profileLink } from '../../entities/user-rules'
import { useAccountActions } from '../../state/account-actions'
import { useRelationship, useUser } from '../../state/hooks'
import { loadFollows } from '../../state/loaders'
import { useHolder } from '../../state/use-holder'
import { formatUserMessage } from '../common/format-user-message'
import { Spinner } from '../common/Spinner'
import { UserHandle, UserName } from '../common/UserName'
import { Avatar } from '../primitives/Avatar'
import { Button } from '../primitives/Button'
import { useStatusEnv } from '../status/status-env'
import { FollowButton } from '../user/FollowButton'
import { userMessages } from '../user/messages'
import { UserCardButton, UserCardLink } from '../user/UserCardTrigger'
import { profileMessages as m } from './messages'
import { usePaged, type PagedList } from './use-paged'

/**
 * Whom an account follows, or who follows it, 20 at a time (spec 3 §9). On one's own followers
 * each row can remove that follower.
 */
export function AccountList(props: {
  accountKey: string
  ownerId: string
  direction: 'followees' | 'followers'
  own: boolean
}) {
  const { accountKey, ownerId, direction } = props
  const list = usePaged(accountKey, `${direction}:${ownerId}`, (target, maxId) =>
    loadFollows(target, ownerId, direction, maxId),
  )
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set())
  const ids = useMemo(() => list.items.filter((id) => !removed.has(id)), [list.items, removed])
  useHolder(
    accountKey,
    `profile:${direction}:${ownerId}`,
    useMemo(() => ({ users: ids }), [ids]),
  )
  const removable = props.own && direction === 'followers'
  return (
    <PagedSection
      list={list}
      empty={direction === 'followees' ? m.noFollowees : m.noFollowers}
      count={ids.length}
    >
      <ul className="account-list">
        {ids.map((id) => (
          <AccountRow
            key={id}
            accountKey={accountKey}
            userId={id}
            onRemoved={
              removable
                ? () => {
                    setRemoved((before) => new Set([...before, id]))
                  }
                : undefined
            }
          />
        ))}
      </ul>
    </PagedSection>
  )
}

/** The loading, error, empty and "load more" states around a paged list. */
export function PagedSection<T>(props: {
  list: PagedList<T>
  empty: (typeof m)[keyof typeof m]
  count: number
  children: ReactNode
}) {
  const intl = useIntl()
  const { list } = props
  return (
    <section className="profile-list" aria-busy={list.loading}>
      {props.count > 0 && props.children}
      {list.error !== null && (
        <p role="alert" className="profile-list-error">
          {intl.formatMessage(m.loadError, { error: formatUserMessage(intl, list.error) })}
          <Button size="sm" onClick={list.retry}>
            {intl.formatMessage(m.retry)}
          </Button>
        </p>
      )}
      {list.loading ? (
        <div className="profile-list-footer" role="status">
          <Spinner />
          <span className="visually-hidden">{intl.formatMessage(m.loading)}</span>
        </div>
      ) : props.count === 0 && list.error === null ? (
        <p className="profile-list-footer">{intl.formatMessage(props.empty)}</p>
      ) : (
        !list.ended &&
        list.error === null && (
          <div className="profile-list-footer">
            <Button onClick={list.loadMore}>{intl.formatMessage(m.loadMore)}</Button>
          </div>
        )
      )}
    </section>
  )
}

function AccountRow(props: { accountKey: string; userId: string; onRemoved?: () => void }) {
  const intl = useIntl()
  const env = useStatusEnv()
  const user = useUser(props.accountKey, props.userId)
  const relationship = useRelationship(props.accountKey, props.userId)
  const actions = useAccountActions(props.accountKey)
  const [removing, setRemoving] = useState(false)
  if (!user) return null
  const name = user.name || user.screen_name
  const signedIn = env.viewer !== null
  const self = env.viewer?.id === user.id
  return (
    <li className="account-row">
      <UserCardButton
        userId={user.id}
        className="account-row-avatar"
        label={intl.formatMessage(userMessages.showCard, { name })}
      >
        <Avatar src={user.profile_image_url} fallback={env.instance.defaultAvatar} size={40} />
      </UserCardButton>
      <span className="account-row-names">
        <UserCardLink
          userId={user.id}
          to={profileLink(user.id, user.screen_name, env.instance.restrictedNicknames).path}
          className="account-row-name"
        >
          <UserName name={user.name} screenName={user.screen_name} emojis={user.emoji} />
        </UserCardLink>
        <UserHandle handle={user.screen_name_ui} className="account-row-handle" />
      </span>
      <span className="account-row-actions">
        {signedIn && !self && (
          <FollowButton
            accountKey={props.accountKey}
            user={user}
            relationship={relationship}
            size="sm"
          />
        )}
        {props.onRemoved && (
          <Button
            size="sm"
            busy={removing}
            aria-label={intl.formatMessage(m.removeLabel, { name: `@${user.screen_name}` })}
            onClick={() => {
              setRemoving(true)
              void actions.removeFollower(user.id).then((result) => {
                setRemoving(false)
                if (result.ok) props.onRemoved?.()
              })
            }}
          >
            {intl.formatMessage(m.remove)}
          </Button>
        )}
      </span>
    </li>
  )
}
