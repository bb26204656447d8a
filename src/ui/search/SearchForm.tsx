import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Button } from '../primitives/Button'
import { TextField } from '../primitives/TextField'
import { searchMessages as m } from './messages'

export interface SearchFormProps {
  /** The query searched now; the field starts from it and follows it when it changes. */
  query: string
  onSearch: (query: string) => void
  autoFocus?: boolean
}

/** The search field of the search screen and column: Enter or the button searches. */
export function SearchForm({ query, onSearch, autoFocus }: SearchFormProps) {
  const intl = useIntl()
  const [text, setText] = useState(query)
  const [shown, setShown] = useState(query)
  // A new query from outside (the top bar, a link) replaces what is typed.
  if (query !== shown) {
    setShown(query)
    setText(query)
  }
  return (
    <form
      role="search"
      className="search-form"
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(text.trim())
      }}
    >
      <TextField
        type="search"
        label={intl.formatMessage(m.field)}
        placeholder={intl.formatMessage(m.placeholder)}
        value={text}
        onChange={setText}
        autoFocus={autoFocus}
        enterKeyHint="search"
        className="search-field"
      />
      <Button type="submit" variant="primary" icon="search">
        {intl.formatMessage(m.submit)}
      </Button>
    </form>
  )
}
