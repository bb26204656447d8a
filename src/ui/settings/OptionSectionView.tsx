import { useIntl } from 'react-intl'
import type { Settings } from '../../settings/defaults'
import type { SettingUpdate } from '../../settings/store'
import type { OptionSection } from './option-catalogue'
import { sectionTitles } from './option-messages'
import { OptionRow } from './OptionRow'

interface Props {
  section: OptionSection
  settings: Settings
  change: (update: SettingUpdate) => boolean
}

/** A titled group of options; advanced ones show only with the advanced settings on. */
export function OptionSectionView({ section, settings, change }: Props) {
  const intl = useIntl()
  const expert = settings.expertLevel === 1
  const shown = section.options.filter((spec) => expert || spec.expert !== true)
  return (
    <section className="settings-section" aria-labelledby={`settings-section-${section.id}`}>
      <h3 id={`settings-section-${section.id}`}>{intl.formatMessage(sectionTitles[section.id])}</h3>
      <div className="settings-options">
        {shown.map((spec) => (
          <OptionRow key={spec.name} spec={spec} settings={settings} change={change} />
        ))}
      </div>
    </section>
  )
}
