import { useState } from 'react'
import { useIntl } from 'react-intl'
import { defineMessages } from '../i18n/define-messages'
import { Select } from '../ui/primitives'
import type { DeckLayout } from './layout'
import type { LayoutAction } from './layout-actions'

const m = defineMessages({
  decks: { id: 'deck.switcher', defaultMessage: 'Deck' },
  newDeck: { id: 'deck.new_deck', defaultMessage: 'New deck' },
  newDeckName: { id: 'deck.new_deck_name', defaultMessage: 'Deck {number}' },
  rename: { id: 'deck.rename', defaultMessage: 'Name of this deck' },
  remove: { id: 'deck.remove_deck', defaultMessage: 'Remove this deck' },
})

interface Props {
  layout: DeckLayout
  dispatch: (action: LayoutAction) => void
}

/** Several named decks: switch between them, add one, rename or remove the current one. */
export function DeckSwitcher({ layout, dispatch }: Props) {
  const intl = useIntl()
  const current = layout.decks.find((deck) => deck.id === layout.activeDeckId)
  const [name, setName] = useState(current?.name ?? '')
  const [editedFor, setEditedFor] = useState(layout.activeDeckId)
  if (editedFor !== layout.activeDeckId) {
    setEditedFor(layout.activeDeckId)
    setName(current?.name ?? '')
  }
  return (
    <div className="deck-switcher">
      <Select
        label={intl.formatMessage(m.decks)}
        hideLabel
        value={layout.activeDeckId}
        options={layout.decks.map((deck) => ({ value: deck.id, label: deck.name }))}
        onChange={(deckId) => {
          dispatch({ type: 'switchDeck', deckId })
        }}
      />
      <input
        aria-label={intl.formatMessage(m.rename)}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        onBlur={() => {
          if (name.trim() && name !== current?.name) {
            dispatch({ type: 'renameDeck', deckId: layout.activeDeckId, name: name.trim() })
          }
        }}
      />
      <button
        type="button"
        onClick={() =>
          dispatch({
            type: 'addDeck',
            name: intl.formatMessage(m.newDeckName, { number: layout.decks.length + 1 }),
          })
        }
      >
        {intl.formatMessage(m.newDeck)}
      </button>
      {layout.decks.length > 1 && (
        <button
          type="button"
          onClick={() => dispatch({ type: 'removeDeck', deckId: layout.activeDeckId })}
        >
          {intl.formatMessage(m.remove)}
        </button>
      )}
    </div>
  )
}
