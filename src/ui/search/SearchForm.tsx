import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { Button } from '../primitives/Button'
import { TextField } from '../primitives/TextField'
import { searchMessages as m } from './messages'

export interface SearchFormProps {
  /** The query searched now; the field starts from it and follows it when it changes. */
  query: string
  onSearch: (query: string) => void
  /** Put the caret in the field when it first shows (the search screen opened empty). */
  focusOnShow?: boolean
}

/** The search field of the search screen and column: Enter or the button searches. */
export function SearchForm({ query, onSearch, focusOnShow }: SearchFormProps) {
  const intl = useIntl()
  const [text, setText] = useState(query)
  const [shown, setShown] = useState(query)
  const form = useRef<HTMLFormElement>(null)
  const focusFirst = useRef(focusOnShow === true)
  useEffect(() => {
    if (focusFirst.current) form.current?.querySelector('input')?.focus()
  }, [])
  // A new query from outside (the top bar, a link) replaces what is typed.
  if (query !== shown) {
    setShown(query)
    setText(query)
  }
  return (
    <form
      ref={form}
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
        enterKeyHint="search"
        className="search-field"
      />
      <Button type="submit" variant="primary" icon="search">
        {intl.formatMessage(m.submit)}
      </Button>
    </form>
  )
}
