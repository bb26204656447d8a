import { useAtomValue, useSetAtom } from 'jotai'
import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import { useActiveAccount, visitorKeyOf } from '../accounts'
import { visitorTimelinesAtom } from '../state/instance'
import { defineMessages } from '../i18n/define-messages'
import { deckAtoms } from './deck-store'
import type { ColumnSeed } from './layout'

const m = defineMessages({
  firstDeck: { id: 'deck.first_deck_name', defaultMessage: 'Main' },
})

/** The decks of the active account (or of visitors), seeded with a first deck on first use. */
export function useDeck() {
  const intl = useIntl()
  const account = useActiveAccount()
  const visitor = useAtomValue(visitorTimelinesAtom)
  const owner = account?.key ?? visitorKeyOf(location.origin)
  const atoms = useMemo(() => {
    const seeds: ColumnSeed[] = account
      ? [{ kind: 'home' }, { kind: 'local' }, { kind: 'federated' }]
      : [
          ...(visitor.local ? [{ kind: 'local' }] : []),
          ...(visitor.federated ? [{ kind: 'federated' }] : []),
        ]
    return deckAtoms(owner, seeds, intl.formatMessage(m.firstDeck))
  }, [owner, account, visitor, intl])
  return {
    atoms,
    owner,
    signedIn: account !== undefined,
    account,
    layout: useAtomValue(atoms.layout),
    dispatch: useSetAtom(atoms.dispatch),
  }
}
