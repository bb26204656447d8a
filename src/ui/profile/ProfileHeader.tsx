import { useAtomValue } from 'jotai'
import { useIntl } from 'react-intl'
import type { Relationship, User } from '../../entities'
import type { ProfileTab } from '../../lib/user/profile-tabs'
import { settingsOpenerAtom } from '../common/settings-opener'
import { UserHandle, UserName } from '../common/UserName'
import { Button } from '../primitives/Button'
import { useStatusEnv } from '../status/status-env'
import { userMessages } from '../user/messages'
import { RemoteFollow } from '../user/UserCard'
import { UserActions } from '../user/UserActions'
import { UserCardLink } from '../user/UserCardTrigger'
import { AvatarZoom, UserBadges, UserBanner, UserBio, UserStats } from '../user/UserParts'
import { PrivateNote } from './PrivateNote'
import { ProfileFields } from './ProfileFields'
import { ProfileTabs, TabLink } from './ProfileTabs'

export interface ProfileHeaderProps {
  user: User
  relationship: Relationship | undefined
  own: boolean
  tabs: readonly ProfileTab[]
  tab: ProfileTab
  /** In a deck column: a tab changes the column, not the URL. */
  onSelectTab?: (tab: ProfileTab) => void
  /** The path of the profile shown (its name opens the card, which links here). */
  profilePath: string
}

/**
 * The top of a profile (spec 1 §2, spec 3 §2): cover, avatar (zoom), name (opens the card),
 * handle, badges, the account actions, bio, fields with their verified marks, counts that switch
 * the tabs, posts per day and join date, the private note on others' profiles, and the tabs.
 */
export function ProfileHeader(props: ProfileHeaderProps) {
  const { user, relationship, own } = props
  const env = useStatusEnv()
  const signedIn = env.viewer !== null
  return (
    <header className="profile-header">
      <UserBanner user={user} />
      <div className="profile-head">
        <AvatarZoom user={user} fallback={env.instance.defaultAvatar} size={88} />
        <div className="profile-names">
          <h2 className="profile-name">
            <UserCardLink userId={user.id} to={props.profilePath} className="profile-name-link">
              <UserName name={user.name} screenName={user.screen_name} emojis={user.emoji} />
            </UserCardLink>
          </h2>
          <UserHandle handle={user.screen_name_ui} className="profile-handle" />
          <UserBadges user={user} relationship={relationship} own={own} />
        </div>
      </div>
      <ProfileActions user={user} relationship={relationship} own={own} />
      <UserBio user={user} />
      <ProfileFields user={user} />
      <UserStats
        user={user}
        own={own}
        renderCount={(tab, text) => {
          const shown = props.tabs.includes(tab)
          if (!shown) return <span>{text}</span>
          return (
            <TabLink tab={tab} selected={props.tab === tab} onSelect={props.onSelectTab}>
              {text}
            </TabLink>
          )
        }}
      />
      {signedIn && !own && (
        <PrivateNote
          key={user.id}
          accountKey={env.accountKey}
          userId={user.id}
          note={relationship?.note ?? ''}
        />
      )}
      <ProfileTabs tabs={props.tabs} selected={props.tab} onSelect={props.onSelectTab} />
    </header>
  )
}

function ProfileActions(props: {
  user: User
  relationship: Relationship | undefined
  own: boolean
}) {
  const { user, own } = props
  const intl = useIntl()
  const env = useStatusEnv()
  const opener = useAtomValue(settingsOpenerAtom)
  if (own) {
    if (!opener || !user.is_local) return null
    return (
      <div className="user-actions">
        <Button icon="edit" onClick={() => opener.open('profile')}>
          {intl.formatMessage(userMessages.editProfile)}
        </Button>
      </div>
    )
  }
  if (!env.viewer) return user.is_local ? <RemoteFollow user={user} /> : null
  return (
    <UserActions
      accountKey={env.accountKey}
      user={user}
      relationship={props.relationship}
      {...(env.onMention ? { onMention: env.onMention } : {})}
    />
  )
}
