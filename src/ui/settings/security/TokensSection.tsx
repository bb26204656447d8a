import { useState } from 'react'
import { useIntl } from 'react-intl'
import { loadTokens, revokeToken } from '../../../state/account-settings'
import { useLoad } from '../../../state/loaders'
import { Button } from '../../primitives'
import { Loaded } from '../Loaded'
import { Outcome } from '../Outcome'
import { useAction } from '../use-action'
import { securityMessages as m } from './security-messages'

/** The apps signed in as this account; revoking one signs it out (201: gone, removed here). */
export function TokensSection({ owner }: { owner: string }) {
  const intl = useIntl()
  const tokens = useLoad(owner, 'settings:tokens', loadTokens)
  const action = useAction()
  const [revoked, setRevoked] = useState<ReadonlySet<string>>(new Set())
  const date = (iso: string) => {
    const time = Date.parse(iso)
    return Number.isNaN(time) ? iso : intl.formatDate(time, { dateStyle: 'medium' })
  }
  return (
    <section className="settings-section" aria-labelledby="settings-tokens">
      <h3 id="settings-tokens">{intl.formatMessage(m.tokens)}</h3>
      <Loaded load={tokens}>
        {(list) => {
          const shown = list.filter((token) => !revoked.has(token.id))
          if (shown.length === 0) return <p>{intl.formatMessage(m.noTokens)}</p>
          return (
            <table className="settings-table">
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.app)}</th>
                  <th scope="col">{intl.formatMessage(m.validUntil)}</th>
                  <td />
                </tr>
              </thead>
              <tbody>
                {shown.map((token) => {
                  const app = token.appName || intl.formatMessage(m.unnamedApp)
                  return (
                    <tr key={token.id} data-token-id={token.id}>
                      <td>{app}</td>
                      <td>{date(token.validUntil)}</td>
                      <td>
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={intl.formatMessage(m.revokeNamed, { app })}
                          onClick={() =>
                            void action
                              .run(() =>
                                revokeToken({ store: action.store, accountKey: owner }, token.id),
                              )
                              .then((result) => {
                                if (result.ok) setRevoked((all) => new Set([...all, token.id]))
                              })
                          }
                        >
                          {intl.formatMessage(m.revoke)}
                        </Button>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          )
        }}
      </Loaded>
      <Outcome outcome={action.outcome} />
    </section>
  )
}
