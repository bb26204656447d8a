import {
  jsonField,
  params,
  requireUser,
  viewerOf,
  type Ctx,
  type InstanceState,
} from '../http/context'
import { fail } from '../http/errors'
import { addMedia, imageSize } from '../seed/media'
import type { Store } from '../store/store'
import type { User } from '../store/types'
import { renderAccount } from '../views/account'

export async function storeUpload(store: Store, owner: User, file: File, limit: number) {
  if (file.size > limit) throw fail(413, 'File is too large')
  const data = Buffer.from(await file.arrayBuffer())
  const size = file.type.startsWith('image/') ? imageSize(data) : null
  return addMedia(store, {
    ownerId: owner.id,
    mime: file.type || 'application/octet-stream',
    filename: file.name || 'upload',
    data,
    width: size?.width ?? null,
    height: size?.height ?? null,
  })
}

const PRIVACY = ['public', 'unlisted', 'private', 'direct'] as const

/** `PATCH update_credentials`, JSON or multipart; `""` for an image resets it. */
export async function updateCredentials(c: Ctx, inst: InstanceState): Promise<Response> {
  const user = requireUser(c)
  const { store } = inst
  const p = params(c)
  const s = store.settings
  const image = async (key: string, limit: number): Promise<string | null | undefined> => {
    const file = p.file(key)
    if (file) return (await storeUpload(store, user, file, limit)).path
    return p.str(key) === '' ? null : undefined
  }
  const avatar = await image('avatar', s.avatarUploadLimit)
  const header = await image('header', s.bannerUploadLimit)
  const background = await image('pleroma_background_image', s.backgroundUploadLimit)
  if (avatar !== undefined) user.avatarFile = avatar ?? '/images/avi.png'
  if (header !== undefined) user.headerFile = header
  if (background !== undefined) user.backgroundFile = background
  const displayName = p.str('display_name')
  if (displayName !== undefined) {
    if (displayName.length > 100) throw fail(422, 'Name is too long')
    user.displayName = displayName
  }
  const note = p.str('note')
  if (note !== undefined) {
    if (note.length > 5000) throw fail(422, 'Bio is too long')
    user.note = note
  }
  const flags: [string, keyof User][] = [
    ['locked', 'locked'],
    ['bot', 'bot'],
    ['discoverable', 'discoverable'],
    ['no_rich_text', 'noRichText'],
    ['hide_followers', 'hideFollowers'],
    ['hide_follows', 'hideFollows'],
    ['hide_followers_count', 'hideFollowersCount'],
    ['hide_follows_count', 'hideFollowsCount'],
    ['hide_favorites', 'hideFavorites'],
    ['show_role', 'showRole'],
    ['skip_thread_containment', 'skipThreadContainment'],
    ['allow_following_move', 'allowFollowingMove'],
    ['permit_followback', 'permitFollowback'],
  ]
  const record = user as unknown as Record<string, unknown>
  for (const [param, field] of flags) {
    const v = p.bool(param)
    if (v !== undefined) record[field] = v
  }
  if (p.str('actor_type')) user.bot = p.str('actor_type') === 'Service'
  const fields = p.list('fields_attributes')
  if (p.has('fields_attributes')) {
    if (fields.length > 10) throw fail(422, 'Fields is invalid')
    user.fields = fields
      .map((f) => ({ name: f.str('name') ?? '', value: f.str('value') ?? '' }))
      .filter((f) => f.name || f.value)
  }
  const sensitive = p.obj('source').bool('sensitive')
  if (sensitive !== undefined) user.defaultSensitive = sensitive
  const privacy = p.obj('source').str('privacy') ?? p.str('default_scope')
  if (privacy) {
    const found = PRIVACY.find((x) => x === privacy)
    if (!found) throw fail(400, 'source.privacy - Invalid value for enum.')
    user.privacy = found
  }
  const dms = p.str('accepts_direct_messages_from')
  if (dms === 'everybody' || dms === 'people_i_follow' || dms === 'nobody')
    user.acceptsDirectMessagesFrom = dms
  if (p.has('status_ttl_days')) {
    const days = p.int('status_ttl_days')
    user.statusTtlDays = days === undefined || Number.isNaN(days) ? null : days
  }
  if (p.str('language')) user.language = p.str('language') ?? null
  if (p.has('also_known_as')) user.alsoKnownAs = p.strs('also_known_as')
  let settings = jsonField(c, 'pleroma_settings_store')
  const rawSettings = p.str('pleroma_settings_store')
  if (settings === undefined && rawSettings) settings = JSON.parse(rawSettings) as unknown
  if (settings && typeof settings === 'object' && !Array.isArray(settings))
    user.settingsStore = { ...user.settingsStore, ...(settings as Record<string, unknown>) }
  return c.json(
    renderAccount(viewerOf(c, store), user, { withSettingsStore: true, withRelationship: true }),
  )
}
