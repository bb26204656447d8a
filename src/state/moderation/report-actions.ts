// What staff do to reports (spec 3 sections 4 and 7): change the state of one or several at once
// (PATCH with a list of {id, state}), add and delete notes. Nothing changes on screen before the
// server says ok; a refusal is answered with its reason for the screen to show (and a notice).
import type { Store } from 'jotai'
import { addReportNote, deleteReportNote, updateReportStates } from '../../api/admin'
import type { ReportState } from '../../entities/report'
import type { ActionResult } from '../action-result'
import { getAccountCache, readEntity, type AccountKey } from '../entity-cache'
import { overwriteEntity } from '../ingest'
import { loadReport } from '../loaders/reports'
import { pushError } from '../notices'
import { openReportsAtom } from '../reports'
import { getSession } from '../session'
import { moderationErrorOf, refusedReports } from './errors'
import { moderationStateMessages } from './messages'

const m = moderationStateMessages

export interface ReportChange {
  id: string
  state: ReportState
}

function noSession(): ActionResult {
  return { ok: false, error: { descriptor: m.notSignedIn } }
}

/** The cached reports take their new states; the open ones' count follows. */
function applyStates(store: Store, accountKey: AccountKey, changes: readonly ReportChange[]) {
  const cache = getAccountCache(store, accountKey)
  for (const { id, state } of changes) {
    const held = readEntity(cache, 'reports', id)
    if (held && held.state !== state)
      overwriteEntity(store, accountKey, 'reports', { ...held, state })
  }
  const open = openReportsAtom(store, accountKey)
  const polled = store.get(open)
  if (!polled) return
  const closed = new Set(changes.filter((c) => c.state !== 'open').map((c) => c.id))
  const ids = polled.ids.filter((id) => !closed.has(id))
  if (ids.length !== polled.ids.length) {
    store.set(open, { ids, total: Math.max(0, polled.total - (polled.ids.length - ids.length)) })
  }
}

/** Set the state of one or several reports; applied once the server answers (each one it
 * accepted, where it refused some). */
export async function setReportStates(
  store: Store,
  accountKey: AccountKey,
  changes: readonly ReportChange[],
): Promise<ActionResult> {
  const session = getSession(store, accountKey)
  if (!session) return noSession()
  if (changes.length === 0) return { ok: true, value: undefined }
  try {
    await updateReportStates(session.client, [...changes])
    applyStates(store, accountKey, changes)
    return { ok: true, value: undefined }
  } catch (error) {
    const refused = refusedReports(error)
    if (refused.length > 0) {
      const failed = new Set(refused.map((entry) => entry.id))
      applyStates(
        store,
        accountKey,
        changes.filter((change) => !failed.has(change.id)),
      )
      const reasons = refused.map((entry) => `${entry.id} (${entry.error})`).join(', ')
      const message = { descriptor: m.refused, values: { count: refused.length, reasons } }
      pushError(store, message)
      return { ok: false, error: message }
    }
    const message = moderationErrorOf(error)
    pushError(store, message)
    return { ok: false, error: message }
  }
}

async function changeNotes(
  store: Store,
  accountKey: AccountKey,
  reportId: string,
  send: (client: NonNullable<ReturnType<typeof getSession>>['client']) => Promise<void>,
): Promise<ActionResult> {
  const session = getSession(store, accountKey)
  if (!session) return noSession()
  try {
    await send(session.client)
  } catch (error) {
    return { ok: false, error: moderationErrorOf(error) }
  }
  // The note's id, author and time are the server's: read the report again.
  try {
    await loadReport({ store, accountKey }, reportId)
  } catch (error) {
    pushError(store, moderationErrorOf(error))
  }
  return { ok: true, value: undefined }
}

/** Add a note; the report is read again for the note as the server keeps it. The failure's
 * text is the form's to show. */
export function addNote(
  store: Store,
  accountKey: AccountKey,
  reportId: string,
  content: string,
): Promise<ActionResult> {
  return changeNotes(store, accountKey, reportId, (client) =>
    addReportNote(client, reportId, content),
  )
}

export function deleteNote(
  store: Store,
  accountKey: AccountKey,
  reportId: string,
  noteId: string,
): Promise<ActionResult> {
  return changeNotes(store, accountKey, reportId, (client) =>
    deleteReportNote(client, reportId, noteId),
  )
}
