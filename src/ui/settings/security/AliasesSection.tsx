import { useState } from 'react'
import { useIntl } from 'react-intl'
import { addAccountAlias, loadAliases, removeAccountAlias } from '../../../state/account-settings'
import { useLoad } from '../../../state/loaders'
import { Button, IconButton, TextField } from '../../primitives'
import { Loaded } from '../Loaded'
import { Outcome } from '../Outcome'
import { useAction } from '../use-action'
import { securityMessages as m } from './security-messages'

/** The accounts this one is also known as (needed before one of them moves here). */
export function AliasesSection({ owner }: { owner: string }) {
  const intl = useIntl()
  const aliases = useLoad(owner, 'settings:aliases', loadAliases)
  const action = useAction()
  const [alias, setAlias] = useState('')
  const target = { store: action.store, accountKey: owner }
  return (
    <section className="settings-section" aria-labelledby="settings-aliases">
      <h3 id="settings-aliases">{intl.formatMessage(m.aliases)}</h3>
      <p className="settings-hint">{intl.formatMessage(m.aliasesHint)}</p>
      <Loaded load={aliases}>
        {(list) =>
          list.length === 0 ? (
            <p>{intl.formatMessage(m.noAliases)}</p>
          ) : (
            <ul className="settings-list">
              {list.map((entry) => (
                <li key={entry} className="settings-list-row">
                  <span>{entry}</span>
                  <IconButton
                    icon="trash"
                    label={intl.formatMessage(m.removeAlias, { alias: entry })}
                    onClick={() =>
                      void action
                        .run(() => removeAccountAlias(target, entry))
                        .then((result) => {
                          if (result.ok) aliases.reload()
                        })
                    }
                  />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <form
        className="settings-inline-form"
        onSubmit={(event) => {
          event.preventDefault()
          const value = alias.trim().replace(/^@/, '')
          if (!value) return
          void action
            .run(() => addAccountAlias(target, value))
            .then((result) => {
              if (!result.ok) return
              setAlias('')
              aliases.reload()
            })
        }}
      >
        <TextField
          label={intl.formatMessage(m.alias)}
          value={alias}
          onChange={setAlias}
          autoComplete="off"
        />
        <Button type="submit" busy={action.busy}>
          {intl.formatMessage(m.addAlias)}
        </Button>
      </form>
      <Outcome outcome={action.outcome} />
    </section>
  )
}
