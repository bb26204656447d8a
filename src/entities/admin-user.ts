import type { ApiAdminUser } from '../api/wire/index.ts'
import { bool, idOrNull, isRecord, str, strOrNull, strings, url, warnBadData } from './coerce.ts'

/** An account as the admin API shows it (AdminAPI.AccountView): state and roles staff act on. */
export interface AdminUser {
  id: string
  /** `nick` for local accounts, `nick@host` for remote ones: the admin calls' key. */
  nickname: string
  display_name: string
  avatar: string
  email: string | null
  is_active: boolean
  is_local: boolean
  is_confirmed: boolean
  is_approved: boolean
  roles: { admin: boolean; moderator: boolean }
  tags: string[]
  registration_reason: string | null
  actor_type: string
  created_at: string | null
  url: string
}

/** AdminAPI.AccountView "show.json" → AdminUser; undefined (with a warning) when unusable. */
export function normalizeAdminUser(raw: ApiAdminUser): AdminUser | undefined {
  if (!isRecord(raw)) {
    warnBadData('admin user is not an object', raw)
    return undefined
  }
  const id = idOrNull(raw.id)
  const nickname = str(raw.nickname)
  if (id === null || nickname === '') {
    warnBadData('admin user without id or nickname skipped', raw)
    return undefined
  }
  const roles = isRecord(raw.roles) ? raw.roles : {}
  return {
    id,
    nickname,
    display_name: str(raw.display_name) || nickname,
    avatar: url(raw.avatar),
    email: strOrNull(raw.email),
    // Older servers said `deactivated` instead.
    is_active: raw.is_active === undefined ? !bool(raw.deactivated) : bool(raw.is_active, true),
    is_local: bool(raw.local, !nickname.includes('@')),
    is_confirmed: bool(raw.is_confirmed, true),
    is_approved: bool(raw.is_approved, true),
    roles: { admin: bool(roles.admin), moderator: bool(roles.moderator) },
    tags: strings(raw.tags),
    registration_reason: strOrNull(raw.registration_reason),
    actor_type: str(raw.actor_type, 'Person'),
    created_at: strOrNull(raw.created_at),
    url: url(raw.url),
  }
}
