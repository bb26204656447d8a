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
}

/** On a phone the deck shows one column; this row of its titles switches between them. */
export function PhoneSwitcher({ columns, titles, active, onChoose }: Props) {
  const intl = useIntl()
  return (
    <nav className="phone-switcher" aria-label={intl.formatMessage(m.columns)}>
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
  )
}
