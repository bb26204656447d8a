// Backups of the account (spec 3: "a table entry with a ready state"): asked for, then made by
// the server in its own time; one is downloadable only once it is ready.

import { createBackup, fetchBackups } from '../../api/settings'
import type { ApiBackup } from '../../api/wire'
import type { ActionResult } from '../action-result'
import { clientOf, type LoadTarget } from '../loaders/target'
import { attemptWith } from './failure'
import { accountSettingsErrors as e } from './messages'

export interface Backup {
  id: string
  /** Where to download it; only used once it is ready. */
  url: string
  ready: boolean
  /** When it was asked for (ISO date). */
  createdAt: string
  sizeBytes: number
}

function backupsOf(answer: unknown): Backup[] {
  if (!Array.isArray(answer)) return []
  return (answer as unknown[]).flatMap((item, index) => {
    if (typeof item !== 'object' || item === null) return []
    const raw = item as Partial<Record<keyof ApiBackup, unknown>>
    const url = typeof raw.url === 'string' && /^https?:\/\//.test(raw.url) ? raw.url : ''
    return [
      {
        id:
          typeof raw.id === 'string' || typeof raw.id === 'number' ? String(raw.id) : String(index),
        url,
        ready: raw.processed === true && url !== '',
        createdAt: typeof raw.inserted_at === 'string' ? raw.inserted_at : '',
        sizeBytes: typeof raw.file_size === 'number' ? raw.file_size : 0,
      },
    ]
  })
}

export async function loadBackups(target: LoadTarget): Promise<Backup[]> {
  return backupsOf(await fetchBackups(clientOf(target)))
}

export function requestBackup(target: LoadTarget): Promise<ActionResult<Backup[]>> {
  return attemptWith(e.addBackup, async () => backupsOf(await createBackup(clientOf(target))))
}
