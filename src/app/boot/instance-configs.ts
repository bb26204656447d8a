import { atom, type Store } from 'jotai'
import type { InstanceConfig } from '../../entities'
import { instanceConfigAtom } from '../../state/instance'
import { loadInstance } from './load-instance'

/**
 * The configs of other instances that accounts are signed in to (standalone use: an account on
 * another instance), by base URL. The app's own instance stays in `instanceConfigAtom`.
 */
export const otherInstanceConfigsAtom = atom<Readonly<Record<string, InstanceConfig>>>({})

const loading = new Set<string>()

/** Loads an instance's config once (its optional pieces may fail, as at boot). */
export async function ensureInstanceConfig(store: Store, baseUrl: string): Promise<void> {
  if (baseUrl === store.get(instanceConfigAtom).server) return
  if (store.get(otherInstanceConfigsAtom)[baseUrl] || loading.has(baseUrl)) return
  loading.add(baseUrl)
  try {
    const { config } = await loadInstance(baseUrl)
    store.set(otherInstanceConfigsAtom, {
      ...store.get(otherInstanceConfigsAtom),
      [baseUrl]: config,
    })
  } catch (error) {
    console.warn(`Could not load the configuration of ${baseUrl}`, error)
  } finally {
    loading.delete(baseUrl)
  }
}
