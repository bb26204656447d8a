import { useMemo, useState, type ComponentType, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { User } from '../../entities'
import { profileLink } from '../../entities/user-rules'
import { profileTabs, shownTab, type ProfileTab } from '../../lib/user/profile-tabs'
import { useRelationship, useUser } from '../../state/hooks'
import { loadPinnedStatuses, loadProfile, profileErrorOf, useLoad } from '../../state/loaders'
import type { StatusFeedProps } from '../timeline/status-feed'
import { useHolder } from '../../state/use-holder'
import { Spinner } from '../common/Spinner'
import { Button } from '../primitives/Button'
import { useStatusEnv } from '../status/status-env'
import { useViewerSettings } from '../user/use-viewer-settings'
import { AccountList } from './AccountList'
import { FollowedTags } from './FollowedTags'
import { profileMessages as m } from './messages'
import { ProfileHeader } from './ProfileHeader'
import '../user/user-card.css'
import './profile.css'

export interface ProfileProps {
  accountKey: string
  /** The account's id (a nickname works too). */
  accountId: string
  /** The tab asked for (the URL hash, or the column's params); undefined: the default tab. */
  tab: ProfileTab | undefined
  /** In a deck column: a tab changes the column, not the URL. */
  onSelectTab?: (tab: ProfileTab) => void
  /** The deck's feed of status cards, for the statuses, replies, media and favourites tabs. */
  StatusTimeline?: ComponentType<StatusFeedProps>
}

/** A profile (spec 1 §2): loaded, then its header and the tab shown, or the spec's error text. */
export function Profile(props: ProfileProps) {
  const intl = useIntl()
  const { accountKey, accountId } = props
  const loaded = useLoad(accountKey, `profile:${accountId}`, (target) =>
    loadProfile(target, accountId),
  )
  const held = useUser(accountKey, loaded.status === 'ready' ? loaded.data.id : accountId)
  const user = held ?? (loaded.status === 'ready' ? loaded.data : undefined)
  if (user) return <ProfileOf {...props} user={user} />
  if (loaded.status === 'error') {
    const error = profileErrorOf(loaded.error)
    return (
      <div className="profile-error" role="alert">
        <p>
          {error.kind === 'missing'
            ? intl.formatMessage(m.missing)
            : error.kind === 'server'
              ? intl.formatMessage(m.serverSaid, { message: error.message })
              : intl.formatMessage(m.failed)}
        </p>
        {error.kind === 'failed' && (
          <Button onClick={loaded.reload}>{intl.formatMessage(m.retry)}</Button>
        )}
      </div>
    )
  }
  return (
    <div className="profile-loading" role="status">
      <Spinner />
      <span className="visually-hidden">{intl.formatMessage(m.loading)}</span>
    </div>
  )
}

const timelineTabs = new Set<ProfileTab>(['statuses', 'replies', 'media', 'favorites'])

function ProfileOf(props: ProfileProps & { user: User }) {
  const { accountKey, user, StatusTimeline } = props
  const intl = useIntl()
  const env = useStatusEnv()
  const settings = useViewerSettings(accountKey)
  const relationship = useRelationship(accountKey, env.viewer ? user.id : null)
  const own = env.viewer?.id === user.id
  const tabs = profileTabs(user, own)
  const tab = shownTab(props.tab, settings.userProfileDefaultTab, tabs)
  const pinned = usePinned(accountKey, tab === 'statuses' ? user.id : null)
  const header = (
    <ProfileHeader
      user={user}
      relationship={relationship}
      own={own}
      tabs={tabs}
      tab={tab}
      onSelectTab={props.onSelectTab}
      profilePath={profileLink(user.id, user.screen_name, env.instance.restrictedNicknames).path}
    />
  )
  if (timelineTabs.has(tab)) {
    if (!StatusTimeline) {
      return <Scroll header={header}>{intl.formatMessage(m.noTimeline)}</Scroll>
    }
    return (
      <StatusTimeline
        header={header}
        profileOwnerId={user.id}
        pinnedIds={pinned}
        {...feedOf(tab, user.id)}
      />
    )
  }
  return (
    <Scroll header={header}>
      {tab === 'followees' && own ? (
        <OwnFollowees accountKey={accountKey} userId={user.id} />
      ) : (
        <AccountList
          accountKey={accountKey}
          ownerId={user.id}
          direction={tab === 'followers' ? 'followers' : 'followees'}
          own={own}
        />
      )}
    </Scroll>
  )
}

/** The feed a timeline tab shows. */
function feedOf(
  tab: ProfileTab,
  userId: string,
): Pick<StatusFeedProps, 'source' | 'userId' | 'order'> {
  switch (tab) {
    case 'replies':
      return { source: { kind: 'user', accountId: userId }, userId }
    case 'media':
      return { source: { kind: 'media', accountId: userId }, userId }
    case 'favorites':
      // Favourites come in the order they were favourited (and only on one's own profile).
      return { source: { kind: 'favourites' }, order: 'server' }
    default:
      return { source: { kind: 'user', accountId: userId, excludeReplies: true }, userId }
  }
}

const none: readonly string[] = []

/** The pinned statuses shown first on the statuses tab, kept in the cache while shown. */
function usePinned(accountKey: string, userId: string | null): readonly string[] {
  const pinned = useLoad(accountKey, userId === null ? null : `pinned:${userId}`, (target) =>
    loadPinnedStatuses(target, userId ?? ''),
  )
  const ids = pinned.status === 'ready' ? pinned.data : none
  useHolder(
    accountKey,
    `profile-pinned:${userId ?? ''}`,
    useMemo(() => ({ statuses: ids }), [ids]),
  )
  return ids
}

/** A tab that is not a feed: the header and the list below it in one scroller. */
function Scroll({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="profile-scroll">
      {header}
      {children}
    </div>
  )
}

/** One's own followees: the followed users, or the followed hashtags. */
function OwnFollowees({ accountKey, userId }: { accountKey: string; userId: string }) {
  const intl = useIntl()
  const [kind, setKind] = useState<'users' | 'tags'>('users')
  return (
    <>
      <div
        className="profile-subtabs"
        role="group"
        aria-label={intl.formatMessage(m.followeeKinds)}
      >
        {(['users', 'tags'] as const).map((option) => (
          <Button
            key={option}
            size="sm"
            variant="ghost"
            pressed={kind === option}
            onClick={() => {
              setKind(option)
            }}
          >
            {intl.formatMessage(option === 'users' ? m.users : m.tags)}
          </Button>
        ))}
      </div>
      {kind === 'users' ? (
        <AccountList accountKey={accountKey} ownerId={userId} direction="followees" own />
      ) : (
        <FollowedTags accountKey={accountKey} />
      )}
    </>
  )
}
