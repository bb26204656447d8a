import { useDeck } from './use-deck'
import { useAccountSession } from './use-column-account'
import { useLayoutSync } from './use-layout-sync'

function SignedInSync({ owner }: { owner: string }) {
  const deck = useDeck()
  useAccountSession(owner)
  useLayoutSync(deck.atoms, owner)
  return null
}

/** Syncs the signed-in account's decks with the server (visitors keep theirs in this browser). */
export function DeckSync() {
  const deck = useDeck()
  return deck.signedIn ? <SignedInSync key={deck.owner} owner={deck.owner} /> : null
}
