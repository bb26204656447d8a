import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import { firstDeckColumns } from '../../columns/first-deck'
import { useActiveAccount, visitorKeyOf } from '../accounts'
import { visitorTimelinesAtom } from '../state/instance'
import { defineMessages } from '../i18n/define-messages'
import { deckAtoms } from './deck-store'

const m = defineMessages({
  firstDeck: { id: 'deck.first_deck_name', defaultMessage: 'Main' },
})

/** The decks of the active account (or of visitors), seeded with a first deck on first use. */
export function useDeck() {
  const intl = useIntl()
  const store = useStore()
  const account = useActiveAccount()
  const visitor = useAtomValue(visitorTimelinesAtom)
  const owner = account?.key ?? visitorKeyOf(location.origin)
  const atoms = useMemo(() => {
    const seeds = firstDeckColumns(account !== undefined, visitor)
    return deckAtoms(store, owner, seeds, intl.formatMessage(m.firstDeck))
  }, [store, owner, account, visitor, intl])
  return {
    atoms,
    owner,
    signedIn: account !== undefined,
    account,
    layout: useAtomValue(atoms.layout),
    dispatch: useSetAtom(atoms.dispatch),
  }
}
