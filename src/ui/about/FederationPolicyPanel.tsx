import { useIntl } from 'react-intl'
import type { FederationPolicy } from '../../entities'
import { aboutMessages as m, simplePolicyMessages } from './messages'

interface InstanceRow {
  instance: string
  reason: string | undefined
}

function PolicyTable({ title, rows }: { title: string; rows: InstanceRow[] }) {
  const intl = useIntl()
  if (rows.length === 0) return null
  return (
    <table className="about-policy">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(m.instance)}</th>
          <th scope="col">{intl.formatMessage(m.reason)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.instance}>
            <td>{row.instance}</td>
            <td>{row.reason || intl.formatMessage(m.notApplicable)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function KeywordList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null
  return (
    <>
      <h4>{title}</h4>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  )
}

const isSimpleAction = (key: string): key is keyof typeof simplePolicyMessages =>
  key in simplePolicyMessages

/** Federation policy transparency: MRF policies, simple policy with reasons, quarantine, keywords. */
export function FederationPolicyPanel({ policy }: { policy: FederationPolicy }) {
  const intl = useIntl()
  const simple = Object.entries(policy.mrf_simple).filter(([, list]) => list.length > 0)
  const keyword = policy.mrf_keyword
  const hasKeyword =
    keyword.reject.length + keyword.federated_timeline_removal.length + keyword.replace.length > 0
  return (
    <section className="about-panel" aria-labelledby="about-federation">
      <h2 id="about-federation">{intl.formatMessage(m.federation)}</h2>
      <h3>{intl.formatMessage(m.mrfPolicies)}</h3>
      <p>{intl.formatMessage(m.mrfPoliciesDescription)}</p>
      <ul className="about-mrf-policies">
        {policy.mrf_policies.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      {simple.length > 0 && <h3>{intl.formatMessage(m.simple)}</h3>}
      {simple.map(([action, instances]) => (
        <PolicyTable
          key={action}
          title={isSimpleAction(action) ? intl.formatMessage(simplePolicyMessages[action]) : action}
          rows={instances.map((instance) => ({
            instance,
            reason: policy.mrf_simple_info[action]?.[instance]?.reason,
          }))}
        />
      ))}
      {policy.quarantined_instances.length > 0 && (
        <>
          <h3>{intl.formatMessage(m.quarantine)}</h3>
          <p>{intl.formatMessage(m.quarantineDescription)}</p>
          <PolicyTable
            title={intl.formatMessage(m.quarantine)}
            rows={policy.quarantined_instances.map((instance) => ({
              instance,
              reason: policy.quarantined_instances_info[instance]?.reason,
            }))}
          />
        </>
      )}
      {hasKeyword && (
        <>
          <h3>{intl.formatMessage(m.keyword)}</h3>
          <KeywordList title={intl.formatMessage(m.keywordReject)} items={keyword.reject} />
          <KeywordList
            title={intl.formatMessage(m.keywordFtl)}
            items={keyword.federated_timeline_removal}
          />
          <KeywordList
            title={intl.formatMessage(m.keywordReplace)}
            items={keyword.replace.map(
              (r) => `${r.pattern} ${intl.formatMessage(m.keywordIs)} ${r.replacement}`,
            )}
          />
        </>
      )}
    </section>
  )
}
