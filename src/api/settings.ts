import type { ApiClient } from './client'
import type {
  ApiAliases,
  ApiBackup,
  ApiBackupCodes,
  ApiMascot,
  ApiMfaSettings,
  ApiOAuthTokenInfo,
  ApiSettingsProfile,
  ApiSettingsProfileDeleted,
  ApiSettingsProfileInfo,
  ApiStatusResult,
  ApiTotpSetup,
} from './wire'

// Security, data and settings calls of spec 3 section 7. The Pleroma util endpoints answer
// 200 {"error": ...} on failure; the client throws those as ApiError (kind 'body').

export type ImportKind = 'follow' | 'blocks' | 'mutes'

/** Answers with the bare JSON string "job started". */
export function importList(
  client: ApiClient,
  kind: ImportKind,
  list: Blob | string,
): Promise<void> {
  return client.empty('POST', `/api/pleroma/${kind}_import`, {
    multipart: { list },
    timeoutMs: false,
  })
}

const util = (client: ApiClient, path: string, form: Record<string, string>) =>
  client.json<ApiStatusResult>('POST', path, { multipart: form })

export const deleteAccount = (c: ApiClient, password: string) =>
  util(c, '/api/pleroma/delete_account', { password })

export const changeEmail = (c: ApiClient, email: string, password: string) =>
  util(c, '/api/pleroma/change_email', { email, password })

export const moveAccount = (c: ApiClient, password: string, targetAccount: string) =>
  util(c, '/api/pleroma/move_account', { password, target_account: targetAccount })

export const changePassword = (
  c: ApiClient,
  input: { password: string; newPassword: string; newPasswordConfirmation: string },
) =>
  util(c, '/api/pleroma/change_password', {
    password: input.password,
    new_password: input.newPassword,
    new_password_confirmation: input.newPasswordConfirmation,
  })

export function fetchAliases(client: ApiClient): Promise<ApiAliases> {
  return client.json<ApiAliases>('GET', '/api/pleroma/aliases')
}

export function addAlias(client: ApiClient, alias: string): Promise<ApiStatusResult> {
  return client.json<ApiStatusResult>('PUT', '/api/pleroma/aliases', { json: { alias } })
}

export function deleteAlias(client: ApiClient, alias: string): Promise<ApiStatusResult> {
  return client.json<ApiStatusResult>('DELETE', '/api/pleroma/aliases', { json: { alias } })
}

const mfaPath = '/api/pleroma/accounts/mfa'

export function fetchMfaSettings(client: ApiClient): Promise<ApiMfaSettings> {
  return client.json<ApiMfaSettings>('GET', mfaPath)
}

export function setupTotp(client: ApiClient): Promise<ApiTotpSetup> {
  return client.json<ApiTotpSetup>('GET', `${mfaPath}/setup/totp`)
}

export function confirmTotp(client: ApiClient, password: string, code: string): Promise<void> {
  return client.empty('POST', `${mfaPath}/confirm/totp`, { multipart: { password, code } })
}

export function disableTotp(client: ApiClient, password: string): Promise<void> {
  return client.empty('DELETE', `${mfaPath}/totp`, { multipart: { password } })
}

export function generateBackupCodes(client: ApiClient): Promise<ApiBackupCodes> {
  return client.json<ApiBackupCodes>('GET', `${mfaPath}/backup_codes`)
}

export function fetchOAuthTokens(client: ApiClient): Promise<ApiOAuthTokenInfo[]> {
  return client.json<ApiOAuthTokenInfo[]>('GET', '/api/oauth_tokens.json')
}

/** A 201 with an empty body means the token is gone; remove it locally then. */
export function revokeOAuthToken(client: ApiClient, id: string | number): Promise<void> {
  return client.empty('DELETE', `/api/oauth_tokens/${encodeURIComponent(String(id))}`)
}

export function fetchMascot(client: ApiClient): Promise<ApiMascot> {
  return client.json<ApiMascot>('GET', '/api/v1/pleroma/mascot')
}

export function updateMascot(client: ApiClient, file: Blob): Promise<ApiMascot> {
  return client.json<ApiMascot>('PUT', '/api/v1/pleroma/mascot', {
    multipart: { file },
    timeoutMs: false,
  })
}

export function fetchBackups(client: ApiClient): Promise<ApiBackup[]> {
  return client.json<ApiBackup[]>('GET', '/api/v1/pleroma/backups')
}

export function createBackup(client: ApiClient): Promise<ApiBackup[]> {
  return client.json<ApiBackup[]>('POST', '/api/v1/pleroma/backups')
}

const frontendName = 'pleroma-fe'
const profilesPath = `/api/v1/akkoma/frontend_settings/${frontendName}`

export function fetchSettingsProfiles(client: ApiClient): Promise<ApiSettingsProfileInfo[]> {
  return client.json<ApiSettingsProfileInfo[]>('GET', profilesPath)
}

export function fetchSettingsProfile(client: ApiClient, name: string): Promise<ApiSettingsProfile> {
  return client.json<ApiSettingsProfile>('GET', `${profilesPath}/${encodeURIComponent(name)}`)
}

export function deleteSettingsProfile(
  client: ApiClient,
  name: string,
): Promise<ApiSettingsProfileDeleted> {
  return client.json<ApiSettingsProfileDeleted>(
    'DELETE',
    `${profilesPath}/${encodeURIComponent(name)}`,
  )
}
