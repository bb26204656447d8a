// The account's profile as its owner edits it: PATCH update_credentials (JSON, or a form when
// an image is sent), the answer ingested so every card shows the new name and avatar at once.

import { updateCredentials, verifyCredentials, type CredentialsUpdate } from '../../api/accounts'
import { fetchMascot, updateMascot } from '../../api/settings'
import type { User, UserField } from '../../entities/user'
import type { Visibility } from '../../entities/status'
import type { ActionResult } from '../action-result'
import { setHolder } from '../holders'
import { ingestApiAccounts } from '../ingest-api'
import { clientOf, type LoadTarget } from '../loaders/target'
import { attemptWith } from './failure'
import { accountSettingsErrors as e } from './messages'

/** The account itself, fresh from the server, held while the settings screen shows it. */
export async function loadOwnAccount(target: LoadTarget): Promise<User> {
  const raw = await verifyCredentials(clientOf(target))
  const [user] = ingestApiAccounts(target.store, target.accountKey, [raw])
  if (!user) throw new Error('The server did not answer with an account')
  setHolder(target.store, target.accountKey, 'modal:settings', { users: [user.id] })
  return user
}

export interface ProfileEdit {
  name?: string
  bio?: string
  fields?: Pick<UserField, 'name' | 'value'>[]
  avatar?: Blob
  header?: Blob
  background?: Blob
  locked?: boolean
  discoverable?: boolean
  bot?: boolean
  hideFollows?: boolean
  hideFollowers?: boolean
  hideFollowsCount?: boolean
  hideFollowersCount?: boolean
  hideFavorites?: boolean
  showRole?: boolean
  allowFollowingMove?: boolean
  defaultScope?: Visibility
  acceptsDirectMessagesFrom?: User['accepts_direct_messages_from']
}

const flags: [keyof ProfileEdit, string][] = [
  ['locked', 'locked'],
  ['discoverable', 'discoverable'],
  ['bot', 'bot'],
  ['hideFollows', 'hide_follows'],
  ['hideFollowers', 'hide_followers'],
  ['hideFollowsCount', 'hide_follows_count'],
  ['hideFollowersCount', 'hide_followers_count'],
  ['hideFavorites', 'hide_favorites'],
  ['showRole', 'show_role'],
  ['allowFollowingMove', 'allow_following_move'],
]

/** The JSON parameters of the edit (everything but the images). */
export function credentialsOf(edit: ProfileEdit): CredentialsUpdate {
  const params: Record<string, CredentialsUpdate[string]> = {}
  if (edit.name !== undefined) params.display_name = edit.name
  if (edit.bio !== undefined) params.note = edit.bio
  for (const [key, param] of flags) {
    const value = edit[key]
    if (typeof value === 'boolean') params[param] = value
  }
  if (edit.acceptsDirectMessagesFrom) {
    params.accepts_direct_messages_from = edit.acceptsDirectMessagesFrom
  }
  if (edit.defaultScope) params.source = { privacy: edit.defaultScope }
  // An empty list clears the fields.
  if (edit.fields)
    params.fields_attributes = edit.fields.map((f) => ({ name: f.name, value: f.value }))
  return params
}

/** The images of the edit, sent as a form. */
function imagesOf(edit: ProfileEdit): CredentialsUpdate | null {
  const params: Record<string, Blob> = {}
  if (edit.avatar) params.avatar = edit.avatar
  if (edit.header) params.header = edit.header
  if (edit.background) params.pleroma_background_image = edit.background
  return Object.keys(params).length > 0 ? params : null
}

/** Saves the edit: the fields as JSON, then the images as a form; the answer is ingested. */
export async function saveProfile(
  target: LoadTarget,
  edit: ProfileEdit,
): Promise<ActionResult<User>> {
  const client = clientOf(target)
  const ingestAnswer = (raw: Parameters<typeof ingestApiAccounts>[2][number]) => {
    const [user] = ingestApiAccounts(target.store, target.accountKey, [raw])
    if (!user) throw new Error('The server did not answer with an account')
    return user
  }
  const params = credentialsOf(edit)
  const images = imagesOf(edit)
  let result: ActionResult<User> | null = null
  if (Object.keys(params).length > 0 || !images) {
    result = await attemptWith(e.profile, async () =>
      ingestAnswer(await updateCredentials(client, params)),
    )
    if (!result.ok) return result
  }
  if (images) {
    result = await attemptWith(e.upload, async () =>
      ingestAnswer(await updateCredentials(client, images)),
    )
  }
  return result ?? { ok: false, error: { descriptor: e.profile, values: { detail: '' } } }
}

export interface Mascot {
  url: string
  mimeType: string
}

function mascotOf(raw: { url?: unknown; pleroma?: { mime_type?: unknown } }): Mascot {
  return {
    url: typeof raw.url === 'string' ? raw.url : '',
    mimeType: typeof raw.pleroma?.mime_type === 'string' ? raw.pleroma.mime_type : '',
  }
}

export async function loadMascot(target: LoadTarget): Promise<Mascot> {
  return mascotOf(await fetchMascot(clientOf(target)))
}

export function changeMascot(target: LoadTarget, file: Blob): Promise<ActionResult<Mascot>> {
  return attemptWith(e.mascot, async () => mascotOf(await updateMascot(clientOf(target), file)))
}
