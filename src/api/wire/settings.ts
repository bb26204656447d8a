import type { ApiAttachment } from './media.ts'

/** GET /api/pleroma/accounts/mfa */
export interface ApiMfaSettings {
  settings: { enabled: boolean; totp: boolean }
}

/** GET /api/pleroma/accounts/mfa/setup/totp */
export interface ApiTotpSetup {
  key: string
  provisioning_uri: string
}

/** GET /api/pleroma/accounts/mfa/backup_codes */
export interface ApiBackupCodes {
  codes: string[]
}

/** GET/POST /api/v1/pleroma/backups item. */
export interface ApiBackup {
  id?: number | string
  content_type: string
  url: string
  file_size: number
  processed: boolean
  inserted_at: string
  state?: string
}

/** GET /api/pleroma/aliases */
export interface ApiAliases {
  aliases: string[]
}

/** GET /api/v1/akkoma/frontend_settings/:frontend item. */
export interface ApiSettingsProfileInfo {
  name: string
  version: number
}

/** GET /api/v1/akkoma/frontend_settings/:frontend/:profile */
export interface ApiSettingsProfile {
  version: number
  settings: Record<string, unknown>
}

/** DELETE /api/v1/akkoma/frontend_settings/:frontend/:profile */
export interface ApiSettingsProfileDeleted {
  deleted: string
}

/** GET/PUT /api/v1/pleroma/mascot: an attachment. */
export type ApiMascot = ApiAttachment

/** PUT /api/pleroma/notification_settings */
export interface ApiNotificationSettingsResult {
  status: string
}
