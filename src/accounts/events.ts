import type { AccountKey } from './account-key'

// Layers that hold per-account work (streams, polling, open modals) register here so that a
// sign-out stops them without the accounts layer knowing any of them by name.

export type SignOutListener = (key: AccountKey) => void

const listeners = new Set<SignOutListener>()

/** Returns the function that removes the listener. */
export function onAccountSignedOut(listener: SignOutListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function emitAccountSignedOut(key: AccountKey): void {
  for (const listener of [...listeners]) {
    try {
      listener(key)
    } catch (error) {
      console.error('A sign-out listener failed', error)
    }
  }
}
