import { useAtomValue } from 'jotai'
import { useIntl } from 'react-intl'
import { defineMessages } from '../../i18n/define-messages'
import { lookChoiceAtom, lookChoices } from '../../settings/look'
import { Icon, type IconName } from '../common'
import { lookMessages, lookNames } from '../theme/messages'
import { useChooseLook } from '../theme/use-choose-look'

const m = defineMessages({
  hint: {
    id: 'settings.theme.hint',
    defaultMessage:
      'The look applies at once, on this device and in your other browsers. A theme editor comes later.',
  },
})

const icons: Record<(typeof lookChoices)[number], IconName> = {
  system: 'lookSystem',
  light: 'lookLight',
  dark: 'lookDark',
  'light-hc': 'lookContrast',
  'dark-hc': 'lookContrast',
}

/** The built-in looks (the theme editor of issue 21 takes this tab over). */
export function ThemeTab({ owner }: { owner: string; signedIn: boolean }) {
  const intl = useIntl()
  const look = useAtomValue(lookChoiceAtom)
  const choose = useChooseLook(owner)
  return (
    <section className="settings-section" aria-labelledby="settings-looks">
      <h3 id="settings-looks">{intl.formatMessage(lookMessages.look)}</h3>
      <p className="settings-hint">{intl.formatMessage(m.hint)}</p>
      <div role="radiogroup" aria-labelledby="settings-looks" className="settings-looks">
        {lookChoices.map((choice) => (
          <label key={choice} className="settings-look" data-look-choice={choice}>
            <input
              type="radio"
              name="settings-look"
              checked={look === choice}
              onChange={() => choose(choice)}
            />
            <Icon name={icons[choice]} />
            <span>{intl.formatMessage(lookNames[choice])}</span>
          </label>
        ))}
      </div>
    </section>
  )
}
