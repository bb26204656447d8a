import type { Store } from 'jotai'
import { startBoot } from './boot'

// Boot runs once per store, not once per StrictMode mount (main.tsx starts it before the app's
// code is evaluated; a store handed in by a test starts it in BootGate).
const booted = new WeakSet<object>()

export function bootOnce(store: Store): void {
  if (booted.has(store)) return
  booted.add(store)
  startBoot(store)
}
