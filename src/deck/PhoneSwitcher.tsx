import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { defineMessages } from '../i18n/define-messages'
import type { ColumnConfig } from './layout'

const m = defineMessages({
  columns: { id: 'deck.phone_switcher', defaultMessage: 'Columns' },
})

interface Props {
  columns: readonly ColumnConfig[]
  titles: ReadonlyMap<string, string>
  active: number
  onChoose: (index: number) => void
  /** At the row's end: the deck's "Add column" button. */
  children?: ReactNode
}

/** On a phone the deck shows one column; this row of its titles switches between them. */
export function PhoneSwitcher({ columns, titles, active, onChoose, children }: Props) {
  const intl = useIntl()
  return (
    <div className="phone-switcher">
      <nav className="phone-switcher-columns" aria-label={intl.formatMessage(m.columns)}>
        {columns.map((column, index) => (
          <button
            key={column.id}
            type="button"
            aria-current={index === active ? 'true' : undefined}
            onClick={() => onChoose(index)}
          >
            {titles.get(column.id)}
          </button>
        ))}
      </nav>
      {children}
    </div>
  )
}
