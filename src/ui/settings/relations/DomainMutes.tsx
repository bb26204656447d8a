import { useState } from 'react'
import { useIntl } from 'react-intl'
import { loadDomainMutes, setDomainMute } from '../../../state/account-settings'
import { useLoad } from '../../../state/loaders'
import { Button, TextField } from '../../primitives'
import { ListTransfer } from '../data/ListTransfer'
import { Loaded } from '../Loaded'
import { Outcome } from '../Outcome'
import { useAction } from '../use-action'
import { relationsMessages as m } from './relations-messages'

const domainPattern = /^[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})+$/

/** Muted instances: each with unmute (and mute again), and one added by name. */
export function DomainMutes({ owner }: { owner: string }) {
  const intl = useIntl()
  const list = useLoad(owner, 'settings:domain-mutes', loadDomainMutes)
  const action = useAction()
  const [domain, setDomain] = useState('')
  const [unmuted, setUnmuted] = useState<ReadonlySet<string>>(new Set())
  const target = { store: action.store, accountKey: owner }
  const toggle = (name: string, on: boolean) =>
    void action
      .run(() => setDomainMute(target, name, on))
      .then((result) => {
        if (!result.ok) return
        setUnmuted((all) => {
          const next = new Set(all)
          if (on) next.delete(name)
          else next.add(name)
          return next
        })
      })
  return (
    <section className="settings-section" aria-labelledby="settings-domains">
      <h3 id="settings-domains">{intl.formatMessage(m.domains)}</h3>
      <ListTransfer owner={owner} kind="domains" />
      <form
        className="settings-inline-form"
        onSubmit={(event) => {
          event.preventDefault()
          const name = domain.trim().toLowerCase()
          if (!domainPattern.test(name)) {
            action.fail(intl.formatMessage(m.badDomain))
            return
          }
          void action
            .run(() => setDomainMute(target, name, true))
            .then((result) => {
              if (!result.ok) return
              setDomain('')
              list.reload()
            })
        }}
      >
        <TextField
          label={intl.formatMessage(m.muteDomain)}
          value={domain}
          onChange={setDomain}
          autoComplete="off"
        />
        <Button type="submit">{intl.formatMessage(m.addDomain)}</Button>
      </form>
      <Outcome outcome={action.outcome} />
      <Loaded load={list}>
        {(domains) =>
          domains.length === 0 ? (
            <p>{intl.formatMessage(m.noDomains)}</p>
          ) : (
            <ul className="settings-list" aria-label={intl.formatMessage(m.domains)}>
              {domains.map((name) => {
                const muted = !unmuted.has(name)
                return (
                  <li key={name} className="settings-list-row">
                    <span>{name}</span>
                    <Button
                      size="sm"
                      aria-label={intl.formatMessage(muted ? m.unmuteNamed : m.muteNamed, { name })}
                      onClick={() => toggle(name, !muted)}
                    >
                      {intl.formatMessage(muted ? m.unmute : m.mute)}
                    </Button>
                  </li>
                )
              })}
            </ul>
          )
        }
      </Loaded>
    </section>
  )
}
