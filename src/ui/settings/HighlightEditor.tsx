import { useState } from 'react'
import { useIntl } from 'react-intl'
import { defaultHighlightColor, type HighlightType, type Settings } from '../../settings/defaults'
import { withHighlightColor, withHighlightType } from '../../settings/highlight'
import type { SettingUpdate } from '../../settings/store'
import { UserHandle } from '../common/UserName'
import { Button, Select, TextField } from '../primitives'
import { filtersMessages as m } from './filters-messages'

const types: HighlightType[] = ['disabled', 'solid', 'striped', 'side']
const hex = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const screenName = /^@?[A-Za-z0-9_][A-Za-z0-9_.-]*(@[A-Za-z0-9.-]+(:\d+)?)?$/

interface Props {
  settings: Settings
  change: (update: SettingUpdate) => boolean
}

/** The per-user highlights (spec 3 sections 3 and 4): type and colour per screen name. */
export function HighlightEditor({ settings, change }: Props) {
  const intl = useIntl()
  const [user, setUser] = useState('')
  const [problem, setProblem] = useState<string | undefined>()
  const highlights = settings.highlight
  const typeOptions = types.map((type) => ({ value: type, label: intl.formatMessage(m[type]) }))
  const save = (next: Settings['highlight']) => change({ name: 'highlight', value: next })
  const add = () => {
    const name = user.trim().replace(/^@/, '')
    if (!screenName.test(name)) {
      setProblem(intl.formatMessage(m.badUser))
      return
    }
    setProblem(undefined)
    if (save(withHighlightType(highlights, name, highlights[name]?.type ?? 'solid'))) setUser('')
  }
  const names = Object.keys(highlights).sort()
  return (
    <section className="settings-section" aria-labelledby="settings-highlights">
      <h3 id="settings-highlights">{intl.formatMessage(m.highlights)}</h3>
      <p className="settings-hint">{intl.formatMessage(m.highlightsHint)}</p>
      <form
        className="settings-inline-form"
        onSubmit={(event) => {
          event.preventDefault()
          add()
        }}
      >
        <TextField
          label={intl.formatMessage(m.user)}
          value={user}
          onChange={setUser}
          error={problem}
          autoComplete="off"
        />
        <Button type="submit">{intl.formatMessage(m.add)}</Button>
      </form>
      {names.length === 0 ? (
        <p>{intl.formatMessage(m.none)}</p>
      ) : (
        <ul className="settings-list">
          {names.map((name) => {
            const entry = highlights[name]
            if (!entry) return null
            const colour = entry.color
            return (
              <li key={name} className="settings-highlight" data-highlight-user={name}>
                <UserHandle handle={name} className="settings-highlight-name" />
                <Select
                  label={intl.formatMessage(m.type, { user: name })}
                  hideLabel
                  value={entry.type}
                  options={typeOptions}
                  onChange={(type) => save(withHighlightType(highlights, name, type))}
                />
                <TextField
                  className="settings-colour-text"
                  label={intl.formatMessage(m.colour, { user: name })}
                  value={colour}
                  onChange={(next) =>
                    save(withHighlightColor(highlights, name, next.slice(0, 100)))
                  }
                  error={hex.test(colour) ? undefined : intl.formatMessage(m.badColour)}
                />
                <input
                  type="color"
                  className="settings-colour-picker"
                  aria-label={intl.formatMessage(m.pickColour, { user: name })}
                  value={
                    /^#[0-9a-f]{6}$/i.test(colour)
                      ? colour.toLowerCase()
                      : defaultHighlightColor.toLowerCase()
                  }
                  onChange={(event) =>
                    save(
                      withHighlightColor(highlights, name, event.currentTarget.value.toUpperCase()),
                    )
                  }
                />
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
