import { useAtomValue } from 'jotai'
import { useIntl } from 'react-intl'
import { activeAccountAtom } from '../../accounts/store'
import { visitorKeyOf } from '../../accounts/account-key'
import { useInstanceConfig } from '../../state/instance'
import { SafeHtml } from '../../lib/html'
import { useSettingsAtoms } from '../../settings/store'
import { FeaturesPanel } from './FeaturesPanel'
import { FederationPolicyPanel } from './FederationPolicyPanel'
import { aboutMessages as m } from './messages'
import { StaffPanel } from './StaffPanel'
import './about.css'

/** /about: everything from the instance config (spec 1 section 2). */
export default function AboutScreen() {
  const intl = useIntl()
  const config = useInstanceConfig()
  const active = useAtomValue(activeAccountAtom)
  const settings = useAtomValue(
    useSettingsAtoms(active?.key ?? visitorKeyOf(config.server)).effective,
  )
  const showPanel =
    config.showInstanceSpecificPanel &&
    !settings.hideInstanceSpecificPanel &&
    config.instanceSpecificPanelContent.trim() !== ''
  return (
    <div className="about">
      <h1>{intl.formatMessage(m.title, { name: config.name })}</h1>
      {showPanel && (
        <section className="about-panel" aria-labelledby="about-instance-panel">
          <h2 id="about-instance-panel">{intl.formatMessage(m.instancePanel)}</h2>
          <SafeHtml html={config.instanceSpecificPanelContent} />
        </section>
      )}
      <StaffPanel staffAccounts={config.staffAccounts} />
      {config.tos.trim() !== '' && (
        <section className="about-panel" aria-labelledby="about-tos">
          <h2 id="about-tos">{intl.formatMessage(m.tos)}</h2>
          <SafeHtml html={config.tos} />
        </section>
      )}
      {config.localBubbleInstances.length > 0 && (
        <section className="about-panel" aria-labelledby="about-bubble">
          <h2 id="about-bubble">{intl.formatMessage(m.bubble)}</h2>
          <p>{intl.formatMessage(m.bubbleDescription)}</p>
          <ul>
            {config.localBubbleInstances.map((host) => (
              <li key={host}>{host}</li>
            ))}
          </ul>
        </section>
      )}
      {config.federationPolicy && <FederationPolicyPanel policy={config.federationPolicy} />}
      {config.showFeaturesPanel && <FeaturesPanel config={config} />}
      <section className="about-panel" aria-labelledby="about-client">
        <h2 id="about-client">{intl.formatMessage(m.client)}</h2>
        <p className="about-version">
          {intl.formatMessage(m.clientVersion, { version: __APP_VERSION__ })}
        </p>
      </section>
    </div>
  )
}
