import { useState } from 'react'
import { useIntl } from 'react-intl'
import { defineMessages } from '../../i18n/define-messages'
import { useLoad } from '../../state/loaders'
import {
  adoptAkkomaFeProfile,
  deleteAkkomaFeSettingsProfile,
  loadAkkomaFeProfiles,
  profileNamePattern,
  removeSettingsProfile,
  switchSettingsProfile,
} from '../../state/settings-profiles'
import { listSettingsProfiles } from '../../state/settings-sync'
import { Button, TextField } from '../primitives'
import { Loaded } from './Loaded'
import { Outcome } from './Outcome'
import { useAction } from './use-action'
import { useEditableSettings } from './use-settings-owner'

const m = defineMessages({
  title: { id: 'settings.settings_profiles', defaultMessage: 'Settings profiles' },
  hint: {
    id: 'settings.settings_profiles_hint',
    defaultMessage:
      'Your settings are kept on the server in the profile in use, so your other browsers get them too.',
  },
  current: { id: 'settings.settings_profile_current', defaultMessage: 'In use: {name}' },
  use: { id: 'settings.settings_profile_use', defaultMessage: 'Use {name}' },
  remove: { id: 'settings.settings_profile_delete', defaultMessage: 'Delete {name}' },
  newName: {
    id: 'settings.settings_profile_new',
    defaultMessage: 'New profile, from the current settings',
  },
  create: { id: 'settings.settings_profile_create', defaultMessage: 'Create and use' },
  badName: {
    id: 'settings.settings_profile_bad_name',
    defaultMessage: 'Letters, digits, - and _ only (up to 40)',
  },
  loaded: { id: 'settings.settings_profile_loaded', defaultMessage: 'Now using {name}.' },
  version: { id: 'settings.settings_profile_version', defaultMessage: 'version {version}' },
  akkomaFe: {
    id: 'settings.akkoma_fe_profiles',
    defaultMessage: 'Profiles of Akkoma-FE on this server',
  },
  akkomaFeHint: {
    id: 'settings.akkoma_fe_profiles_hint',
    defaultMessage: 'The options this client knows can be taken over; the others are left out.',
  },
  adopt: { id: 'settings.akkoma_fe_profile_adopt', defaultMessage: 'Take over {name}' },
  adopted: {
    id: 'settings.akkoma_fe_profile_adopted',
    defaultMessage: '{applied, plural, one {# option} other {# options}} taken over.',
  },
  none: { id: 'settings.akkoma_fe_profiles_none', defaultMessage: 'None.' },
})

/** The settings profiles of the account, and Akkoma-FE's on the same server. */
export default function ProfilesTab({ owner }: { owner: string }) {
  const intl = useIntl()
  const { settings } = useEditableSettings(owner)
  const action = useAction()
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<string | undefined>()
  const current = settings.profile
  const profiles = useLoad(owner, `settings:profiles:${current}`, listSettingsProfiles)
  const feProfiles = useLoad(owner, 'settings:akkoma-fe-profiles', loadAkkomaFeProfiles)
  const target = { store: action.store, accountKey: owner }
  const use = (profile: string) =>
    void action.run(() => switchSettingsProfile(target, profile), {
      descriptor: m.loaded,
      values: { name: profile },
    })
  return (
    <>
      <section className="settings-section" aria-labelledby="settings-profiles">
        <h3 id="settings-profiles">{intl.formatMessage(m.title)}</h3>
        <p className="settings-hint">{intl.formatMessage(m.hint)}</p>
        <p>
          <strong>{intl.formatMessage(m.current, { name: current })}</strong>
        </p>
        <Loaded load={profiles}>
          {(list) => (
            <ul className="settings-list">
              {list
                .filter((profile) => profile.name !== current)
                .map((profile) => (
                  <li key={profile.name} className="settings-list-row">
                    <span className="settings-profile-name">
                      {profile.name}
                      <span className="settings-hint">
                        {intl.formatMessage(m.version, { version: profile.version })}
                      </span>
                    </span>
                    <Button size="sm" onClick={() => use(profile.name)}>
                      {intl.formatMessage(m.use, { name: profile.name })}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() =>
                        void action
                          .run(() => removeSettingsProfile(target, profile.name))
                          .then(() => profiles.reload())
                      }
                    >
                      {intl.formatMessage(m.remove, { name: profile.name })}
                    </Button>
                  </li>
                ))}
            </ul>
          )}
        </Loaded>
        <form
          className="settings-inline-form"
          onSubmit={(event) => {
            event.preventDefault()
            const next = name.trim()
            if (!profileNamePattern.test(next)) {
              setProblem(intl.formatMessage(m.badName))
              return
            }
            setProblem(undefined)
            setName('')
            use(next)
          }}
        >
          <TextField
            label={intl.formatMessage(m.newName)}
            value={name}
            onChange={setName}
            error={problem}
          />
          <Button type="submit">{intl.formatMessage(m.create)}</Button>
        </form>
        <Outcome outcome={action.outcome} />
      </section>
      <section className="settings-section" aria-labelledby="settings-akkoma-fe">
        <h3 id="settings-akkoma-fe">{intl.formatMessage(m.akkomaFe)}</h3>
        <p className="settings-hint">{intl.formatMessage(m.akkomaFeHint)}</p>
        <Loaded load={feProfiles}>
          {(list) =>
            list.length === 0 ? (
              <p>{intl.formatMessage(m.none)}</p>
            ) : (
              <ul className="settings-list">
                {list.map((profile) => (
                  <li key={profile.name} className="settings-list-row">
                    <span>{profile.name}</span>
                    <Button
                      size="sm"
                      onClick={() =>
                        void action
                          .run(() => adoptAkkomaFeProfile(target, profile.name))
                          .then((result) => {
                            if (result.ok) {
                              action.note(
                                intl.formatMessage(m.adopted, { applied: result.value.applied }),
                              )
                            }
                          })
                      }
                    >
                      {intl.formatMessage(m.adopt, { name: profile.name })}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() =>
                        void action
                          .run(() => deleteAkkomaFeSettingsProfile(target, profile.name))
                          .then(() => feProfiles.reload())
                      }
                    >
                      {intl.formatMessage(m.remove, { name: profile.name })}
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </section>
    </>
  )
}
