import { useAtomValue, useStore } from 'jotai'
import { useEffect } from 'react'
import { settingsAtoms } from '../settings/store'
import type { StoredSettings } from '../settings/store'
import { userMessageOf } from '../state/errors'
import { pushNotice } from '../state/notices'
import { pullSettings, pushSettings, type RemoteSettings } from '../state/settings-sync'
import { reportSettingsSave, settingsStatusMessages } from '../state/settings-status'
import { plainText } from '../state/plain-text'

const pushDelayMs = 1000

/**
 * Keeps a signed-in account's settings in step with its settings profile on the server: on
 * start (and when the page comes back into view) the newer copy wins; a local change is saved
 * a moment later. Switching the `profile` setting starts over with that profile.
 */
export function useSettingsSync(accountKey: string): void {
  const store = useStore()
  const atoms = settingsAtoms(store, accountKey)
  const profile = useAtomValue(atoms.user).profile ?? 'default'

  useEffect(() => {
    const controller = new AbortController()
    const target = { store, accountKey, signal: controller.signal }
    const live = () => !controller.signal.aborted
    let version: number | null = null
    let synced = -1
    let timer: ReturnType<typeof setTimeout> | undefined
    const local = (): StoredSettings => ({
      values: store.get(atoms.user),
      updatedAt: store.get(atoms.updatedAt),
    })
    const failed = (error: unknown) => {
      if (!live()) return
      console.warn('Could not synchronize the settings with the server', error)
      const message = {
        descriptor: settingsStatusMessages.syncError,
        values: { detail: plainText(userMessageOf(error)) },
      }
      reportSettingsSave(store, false, message)
      pushNotice(store, { level: 'error', message, quietOffline: true })
    }
    const take = (remote: RemoteSettings) => {
      version = remote.version
      if (!remote.stored) return
      synced = remote.stored.updatedAt
      if (remote.stored.updatedAt > store.get(atoms.updatedAt)) {
        store.set(atoms.replace, remote.stored.values, remote.stored.updatedAt)
      }
    }
    const save = () => {
      const known = version
      const mine = local()
      if (known === null || mine.updatedAt === synced) return
      pushSettings(target, profile, mine, known).then((remote) => {
        if (live()) take(remote)
      }, failed)
    }
    const pull = () => {
      pullSettings(target, profile).then((remote) => {
        if (!live()) return
        const mine = local()
        take(remote)
        if (!remote.stored || mine.updatedAt > remote.stored.updatedAt) save()
      }, failed)
    }
    pull()
    const unsubscribe = store.sub(atoms.updatedAt, () => {
      clearTimeout(timer)
      timer = setTimeout(save, pushDelayMs)
    })
    const onVisible = () => {
      if (document.visibilityState === 'visible') pull()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      controller.abort()
      clearTimeout(timer)
      unsubscribe()
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [store, atoms, accountKey, profile])
}
