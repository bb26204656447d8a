import { useAtomValue } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { useIntl } from 'react-intl'
import { lookChoices } from '../../settings/look'
import { useThemeInUse } from '../../settings/theme-choice'
import { useSettingsAtoms } from '../../settings/store'
import { loadThemeNames, useLoad } from '../../state/loaders'
import { plainText } from '../../state/plain-text'
import { Icon, type IconName } from '../common'
import { Button } from '../primitives'
import { lookMessages, lookNames } from '../theme/messages'
import { useChooseLook } from '../theme/use-choose-look'
import { themeTabMessages as m } from './theme-messages'
import { useEditableSettings } from './use-settings-owner'

// The editor and its colour code (culori) are a chunk of their own, loaded on the first "edit".
const ThemeEditor = lazy(() =>
  import('../theme-engine/ThemeEditor').then((module) => ({ default: module.ThemeEditor })),
)

const icons: Record<(typeof lookChoices)[number], IconName> = {
  system: 'lookSystem',
  light: 'lookLight',
  dark: 'lookDark',
  'light-hc': 'lookContrast',
  'dark-hc': 'lookContrast',
}

function ThemeOption(props: {
  value: string
  checked: boolean
  onChoose: () => void
  label: string
  icon?: IconName
}) {
  return (
    <label className="settings-look" data-theme-choice={props.value}>
      <input type="radio" name="settings-theme" checked={props.checked} onChange={props.onChoose} />
      {props.icon && <Icon name={props.icon} />}
      <span>{props.label}</span>
    </label>
  )
}

/** The built-in looks, the instance's themes, and the user's own theme with its editor. */
export function ThemeTab({ owner }: { owner: string; signedIn: boolean }) {
  const intl = useIntl()
  const chooseLook = useChooseLook(owner)
  const user = useAtomValue(useSettingsAtoms(owner).user)
  const { change } = useEditableSettings(owner)
  const [editing, setEditing] = useState(false)
  const themes = useLoad(owner, 'instance-themes', loadThemeNames)
  // The theme drawn is the one marked: the user's, or the instance's default while none.
  const chosen = useThemeInUse(owner).theme
  const hasCustom = user.customThemeSource !== undefined
  const choose = (theme: string) => change({ name: 'theme', value: theme })
  return (
    <>
      <section className="settings-section" aria-labelledby="settings-looks">
        <h3 id="settings-looks">{intl.formatMessage(lookMessages.look)}</h3>
        <p className="settings-hint">{intl.formatMessage(m.hint)}</p>
        <div role="radiogroup" aria-labelledby="settings-looks" className="settings-looks">
          {lookChoices.map((choice) => (
            <ThemeOption
              key={choice}
              value={choice}
              checked={chosen === choice}
              onChoose={() => chooseLook(choice)}
              icon={icons[choice]}
              label={intl.formatMessage(lookNames[choice])}
            />
          ))}
          {hasCustom && (
            <ThemeOption
              value="custom"
              checked={chosen === 'custom'}
              onChoose={() => choose('custom')}
              icon="edit"
              label={intl.formatMessage(m.custom)}
            />
          )}
        </div>
        <h4 id="settings-instance-themes">{intl.formatMessage(m.instanceThemes)}</h4>
        {themes.status === 'error' && (
          <p className="settings-hint" role="alert">
            {intl.formatMessage(m.themesFailed, {
              detail: plainText(themes.message),
            })}
          </p>
        )}
        {themes.status === 'loading' && (
          <p className="settings-hint">{intl.formatMessage(m.loadingThemes)}</p>
        )}
        {themes.status === 'ready' && themes.data.length === 0 && (
          <p className="settings-hint">{intl.formatMessage(m.noThemes)}</p>
        )}
        {themes.status === 'ready' && themes.data.length > 0 && (
          <div
            role="radiogroup"
            aria-labelledby="settings-instance-themes"
            className="settings-looks"
          >
            {themes.data.map((name) => (
              <ThemeOption
                key={name}
                value={name}
                checked={chosen === name}
                onChoose={() => choose(name)}
                label={name}
              />
            ))}
          </div>
        )}
      </section>
      <section className="settings-section" aria-labelledby="settings-custom-theme">
        <h3 id="settings-custom-theme">{intl.formatMessage(m.customSection)}</h3>
        <p className="settings-hint">{intl.formatMessage(m.customHint)}</p>
        {editing ? (
          <Suspense
            fallback={<p className="settings-hint">{intl.formatMessage(m.loadingEditor)}</p>}
          >
            <ThemeEditor owner={owner} onClose={() => setEditing(false)} />
          </Suspense>
        ) : (
          <Button onClick={() => setEditing(true)}>
            {intl.formatMessage(hasCustom ? m.edit : m.create)}
          </Button>
        )}
      </section>
    </>
  )
}
