import type { Notification } from './notification.ts'
import type { Poll } from './poll.ts'
import type { Report } from './report.ts'
import type { Status } from './status.ts'
import type { Relationship, User } from './user.ts'

/**
 * Everything one server answer held, split by kind, each entity once per reference. The
 * normalisers append to a bundle; the state layer's `ingest` stores its contents. Order within
 * an array follows the order met (a reblog's original before the wrapper, a quote before the
 * quoting status), so storing in array order never leaves a dangling reference.
 */
export interface EntityBundle {
  statuses: Status[]
  users: User[]
  relationships: Relationship[]
  polls: Poll[]
  notifications: Notification[]
  reports: Report[]
}

export function createBundle(): EntityBundle {
  return { statuses: [], users: [], relationships: [], polls: [], notifications: [], reports: [] }
}
