import { useId, useMemo, useState, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import { defineMessages } from '../../i18n/define-messages'
import { Modal } from '../../ui/common'
import { isMac } from './key-label'
import { KeyCaps } from './KeyCaps'
import type { Command } from './types'

const m = defineMessages({
  title: { id: 'commands.palette_title', defaultMessage: 'Command palette' },
  search: { id: 'commands.palette_search', defaultMessage: 'Type a command' },
  none: { id: 'commands.palette_none', defaultMessage: 'No command matches.' },
})

interface Props {
  commands: readonly Command[]
  onRun: (command: Command) => void
  onClose: () => void
}

/** Ctrl/Cmd+K: find any command by name and run it, all from the keyboard. */
export function CommandPalette({ commands, onRun, onClose }: Props) {
  const intl = useIntl()
  const listId = useId()
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const mac = isMac()
  const matches = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean)
    return commands
      .map((command) => ({ command, label: intl.formatMessage(command.label) }))
      .filter(({ label }) => words.every((word) => label.toLowerCase().includes(word)))
  }, [commands, intl, query])
  const current = Math.min(active, Math.max(0, matches.length - 1))

  const run = (command: Command) => {
    onClose()
    onRun(command)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current + step + matches.length) % Math.max(1, matches.length))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const chosen = matches[current]
      if (chosen) run(chosen.command)
    }
  }

  return (
    <Modal
      title={intl.formatMessage(m.title)}
      onClose={onClose}
      hideTitle
      className="command-palette"
    >
      <input
        // The dialog puts focus here when it opens: the palette is for typing.
        data-autofocus="true"
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-activedescendant={matches[current] ? `${listId}-${String(current)}` : undefined}
        aria-label={intl.formatMessage(m.search)}
        placeholder={intl.formatMessage(m.search)}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={intl.formatMessage(m.title)}
        className="palette-list"
      >
        {matches.map(({ command, label }, index) => (
          <div
            key={command.id}
            className="palette-option"
            id={`${listId}-${String(index)}`}
            role="option"
            aria-selected={index === current}
            tabIndex={-1}
            onClick={() => run(command)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') run(command)
            }}
          >
            <span>{label}</span>
            {command.keys?.[0] && (
              <span className="palette-keys">
                <KeyCaps keys={command.keys.slice(0, 1)} mac={mac} />
              </span>
            )}
          </div>
        ))}
      </div>
      {matches.length === 0 && <p>{intl.formatMessage(m.none)}</p>}
    </Modal>
  )
}
