// Which actions a status offers to whom: spec 2 sections 5 ("Action availability") and 6
// ("Roles and permissions"). The action bar and the extra menu read this, nothing else.
import type { InstanceConfig, Status, User } from '../../entities'

export type Viewer = Pick<User, 'id' | 'rights'>

export type ActionStatus = Pick<Status, 'id' | 'user_id' | 'visibility' | 'edited_at'>

export type ActionInstance = Pick<
  InstanceConfig,
  'server' | 'editingAvailable' | 'translationEnabled'
>

/** A signed-in action is either available or not; a visitor's goes to their own server. */
export type Availability =
  { kind: 'available' } | { kind: 'unavailable' } | { kind: 'remote'; url: string }

export interface ActionPermissions {
  reply: Availability
  repeat: Availability
  favourite: Availability
  react: boolean
  quote: boolean
  bookmark: boolean
  pin: boolean
  muteThread: boolean
  copyLink: boolean
  edit: boolean
  redraft: boolean
  delete: boolean
  report: boolean
  history: boolean
  translate: boolean
}

const AVAILABLE: Availability = { kind: 'available' }
const UNAVAILABLE: Availability = { kind: 'unavailable' }

/** Where a visitor replies, favourites or repeats: the remote-interaction page. */
export function remoteInteractionUrl(server: string, statusId: string): string {
  return `${server.replace(/\/+$/, '')}/main/ostatus?status_id=${encodeURIComponent(statusId)}`
}

/** Private (and list) statuses only by their owner; direct statuses never. */
export function canRepeat(status: ActionStatus, viewer: Viewer | null): boolean {
  if (viewer === null || status.visibility === 'direct') return false
  if (status.visibility === 'private' || status.visibility === 'list') {
    return status.user_id === viewer.id
  }
  return true
}

export function canQuote(status: ActionStatus, viewer: Viewer | null): boolean {
  return viewer !== null && (status.visibility === 'public' || status.visibility === 'unlisted')
}

export function canPin(status: ActionStatus, viewer: Viewer | null): boolean {
  return (
    viewer !== null &&
    status.user_id === viewer.id &&
    (status.visibility === 'public' || status.visibility === 'unlisted')
  )
}

export function canDelete(status: ActionStatus, viewer: Viewer | null): boolean {
  if (viewer === null) return false
  return status.user_id === viewer.id || viewer.rights.moderator || viewer.rights.admin
}

export function statusActions(
  status: ActionStatus,
  viewer: Viewer | null,
  instance: ActionInstance,
): ActionPermissions {
  const signedIn = viewer !== null
  const own = signedIn && status.user_id === viewer.id
  const remote: Availability = {
    kind: 'remote',
    url: remoteInteractionUrl(instance.server, status.id),
  }
  return {
    reply: signedIn ? AVAILABLE : remote,
    favourite: signedIn ? AVAILABLE : remote,
    repeat: !signedIn ? remote : canRepeat(status, viewer) ? AVAILABLE : UNAVAILABLE,
    react: signedIn,
    quote: canQuote(status, viewer),
    bookmark: signedIn,
    pin: canPin(status, viewer),
    muteThread: signedIn,
    copyLink: true,
    edit: own && instance.editingAvailable,
    redraft: own,
    delete: canDelete(status, viewer),
    report: signedIn && !own,
    history: status.edited_at !== null && instance.editingAvailable,
    translate: signedIn && instance.translationEnabled,
  }
}

/** Repeat asks first only with modalOnRepeat on and the status not yet repeated. */
export function confirmsRepeat(modalOnRepeat: boolean, repeated: boolean): boolean {
  return modalOnRepeat && !repeated
}

/** Delete and redraft ask first only with modalOnDelete on. */
export function confirmsDelete(modalOnDelete: boolean): boolean {
  return modalOnDelete
}
