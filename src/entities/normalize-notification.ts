import type { ApiNotification } from '../api/wire/index.ts'
import type { EntityBundle } from './bundle.ts'
import { arr, bool, idOrNull, isRecord, nonEmpty, record, str, warnBadData } from './coerce.ts'
import type { Notification, NotificationType } from './notification.ts'
import { normalizeReport } from './normalize-report.ts'
import { normalizeStatus } from './normalize-status.ts'
import { normalizeAccount } from './normalize-user.ts'

/** Server type → client type: favourite and reblog become like and repeat (spec 2 §3). */
const TYPES = new Map<string, NotificationType>([
  ['mention', 'mention'],
  ['favourite', 'like'],
  ['reblog', 'repeat'],
  ['follow', 'follow'],
  ['follow_request', 'follow_request'],
  ['move', 'move'],
  ['poll', 'poll'],
  ['update', 'update'],
  ['status', 'status'],
  ['pleroma:emoji_reaction', 'pleroma:emoji_reaction'],
  ['pleroma:report', 'pleroma:report'],
])

/** Types that are about a status and are meaningless without one. */
const STATUS_TYPES = new Set<NotificationType>([
  'mention',
  'like',
  'repeat',
  'poll',
  'update',
  'status',
  'pleroma:emoji_reaction',
])

export function isStatusNotificationType(type: NotificationType): boolean {
  return STATUS_TYPES.has(type)
}

/**
 * Notification → Notification, appending the actor, the status, the move target and the report.
 * Unknown types and notifications missing what their type needs are logged and skipped.
 */
export function normalizeNotification(
  raw: ApiNotification,
  into: EntityBundle,
): Notification | undefined {
  if (!isRecord(raw)) {
    warnBadData('notification is not an object', raw)
    return undefined
  }
  const id = idOrNull(raw.id)
  const type = TYPES.get(str(raw.type))
  if (id === null || type === undefined || !isRecord(raw.account)) {
    warnBadData('invalid notification skipped', raw)
    return undefined
  }
  let statusId: string | null = null
  if (STATUS_TYPES.has(type)) {
    const status = isRecord(raw.status) ? normalizeStatus(raw.status, into) : undefined
    if (!status) {
      warnBadData(`${type} notification without a usable status skipped`, raw)
      return undefined
    }
    statusId = status.id
  }
  let targetId: string | null = null
  if (type === 'move') {
    const target = isRecord(raw.target) ? normalizeAccount(raw.target, into) : undefined
    if (!target) {
      warnBadData('move notification without a target skipped', raw)
      return undefined
    }
    targetId = target.id
  }
  let reportId: string | null = null
  if (type === 'pleroma:report' && isRecord(raw.report)) {
    reportId = normalizeReport(raw.report, into)?.id ?? null
  }
  const actor = normalizeAccount(raw.account, into)
  if (!actor) return undefined
  const pleroma = record(raw.pleroma)
  const notification: Notification = {
    id,
    type,
    seen: bool(pleroma.is_seen),
    is_muted: bool(pleroma.is_muted),
    created_at: str(raw.created_at),
    from_profile_id: actor.id,
    status_id: statusId,
    target_id: targetId,
    emoji: nonEmpty(raw.emoji),
    emoji_url: nonEmpty(raw.emoji_url),
    report_id: reportId,
  }
  into.notifications.push(notification)
  return notification
}

/** Normalise a page of notifications; invalid items are skipped. Returns the ids in order. */
export function normalizeNotifications(
  list: readonly ApiNotification[],
  into: EntityBundle,
): string[] {
  const ids: string[] = []
  for (const raw of arr(list)) {
    const notification = normalizeNotification(raw, into)
    if (notification) ids.push(notification.id)
  }
  return ids
}
