import { useIntl } from 'react-intl'
import { useActiveAccount } from '../../../accounts'
import { loadOwnAccount } from '../../../state/account-settings'
import { useLoad } from '../../../state/loaders'
import { useUser } from '../../../state/hooks'
import { Loaded } from '../Loaded'
import { OptionRow } from '../OptionRow'
import { ServerSideSelect } from '../ServerSideSelect'
import { ServerSideSwitch } from '../ServerSideSwitch'
import { useEditableSettings } from '../use-settings-owner'
import { contentTypes } from '../../../settings/defaults'
import { ProfileForm } from './ProfileForm'
import { profileMessages as m } from './profile-messages'

const accountSwitches = [
  'locked',
  'discoverable',
  'hideFollowers',
  'hideFollows',
  'hideFollowersCount',
  'hideFollowsCount',
  'hideFavorites',
  'allowFollowingMove',
  'stripRichContent',
] as const

/** The profile (spec 3: PATCH update_credentials) and the account's server-side options. */
export default function ProfileTab({ owner }: { owner: string }) {
  const intl = useIntl()
  const account = useActiveAccount()
  const own = useLoad(owner, 'settings:own-account', loadOwnAccount)
  const user = useUser(owner, account?.userId)
  const { settings, change } = useEditableSettings(owner)
  if (!account) return null
  const scopes = [
    { value: 'public', label: intl.formatMessage(m.scopePublic) },
    { value: 'unlisted', label: intl.formatMessage(m.scopeUnlisted) },
    { value: 'private', label: intl.formatMessage(m.scopePrivate) },
    { value: 'direct', label: intl.formatMessage(m.scopeDirect) },
  ]
  return (
    <Loaded load={own}>
      {(loaded) => (
        <>
          <ProfileForm owner={owner} user={user ?? loaded} />
          <section className="settings-section" aria-labelledby="settings-profile-account">
            <h3 id="settings-profile-account">{intl.formatMessage(m.account)}</h3>
            <div className="settings-options">
              {accountSwitches.map((name) => (
                <ServerSideSwitch key={name} owner={owner} userId={account.userId} name={name} />
              ))}
            </div>
          </section>
          <section className="settings-section" aria-labelledby="settings-profile-posting">
            <h3 id="settings-profile-posting">{intl.formatMessage(m.posting)}</h3>
            <div className="settings-options">
              <ServerSideSelect
                owner={owner}
                userId={account.userId}
                name="defaultScope"
                options={scopes}
              />
              <ServerSideSwitch owner={owner} userId={account.userId} name="defaultNSFW" />
              <OptionRow
                spec={{
                  name: 'postContentType',
                  control: { kind: 'select', choices: contentTypes },
                }}
                settings={settings}
                change={change}
              />
            </div>
          </section>
        </>
      )}
    </Loaded>
  )
}
