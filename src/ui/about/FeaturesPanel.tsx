import { useIntl } from 'react-intl'
import type { InstanceConfig } from '../../entities'
import { aboutMessages as m } from './messages'

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 100_000) / 10} MB`
}

/** What this instance offers (spec 1 section 2: shown when the instance enables the panel). */
export function FeaturesPanel({ config }: { config: InstanceConfig }) {
  const intl = useIntl()
  const items = [
    intl.formatMessage(m.textLimit, { limit: config.textlimit }),
    config.uploadlimit > 0 &&
      intl.formatMessage(m.uploadLimit, { limit: megabytes(config.uploadlimit) }),
    intl.formatMessage(m.scopeOptions),
    config.pollsAvailable && intl.formatMessage(m.polls),
    config.mediaProxyAvailable && intl.formatMessage(m.mediaProxy),
    config.suggestionsEnabled && intl.formatMessage(m.whoToFollow),
    config.translationEnabled && intl.formatMessage(m.translation),
    config.editingAvailable && intl.formatMessage(m.editing),
    config.quotingAvailable && intl.formatMessage(m.quoting),
    config.reactionsAvailable && intl.formatMessage(m.reactions),
  ].filter((item): item is string => typeof item === 'string')
  return (
    <section className="about-panel" aria-labelledby="about-features">
      <h2 id="about-features">{intl.formatMessage(m.features)}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  )
}
