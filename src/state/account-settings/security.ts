// The account's security settings (spec 3 sections 5 and 7): email, password, two-factor
// sign-in, the sign-ins (OAuth tokens) and their revocation, aliases, moving and deleting the
// account. Every call resolves to its value or the spec's message with the server's detail.

import {
  addAlias,
  changeEmail as changeEmailCall,
  changePassword as changePasswordCall,
  confirmTotp,
  deleteAccount as deleteAccountCall,
  deleteAlias,
  disableTotp,
  fetchAliases,
  fetchMfaSettings,
  fetchOAuthTokens,
  generateBackupCodes,
  moveAccount as moveAccountCall,
  revokeOAuthToken,
  setupTotp,
} from '../../api/settings'
import type { ActionResult } from '../action-result'
import { clientOf, type LoadTarget } from '../loaders/target'
import { attemptWith } from './failure'
import { accountSettingsErrors as e } from './messages'

const done = async (call: Promise<unknown>): Promise<undefined> => {
  await call
  return undefined
}

export function changeEmail(target: LoadTarget, email: string, password: string) {
  return attemptWith(e.email, () => done(changeEmailCall(clientOf(target), email, password)))
}

export function changePassword(
  target: LoadTarget,
  input: { password: string; newPassword: string; newPasswordConfirmation: string },
) {
  return attemptWith(e.password, () => done(changePasswordCall(clientOf(target), input)))
}

export function deleteAccount(target: LoadTarget, password: string) {
  return attemptWith(e.deleteAccount, () => done(deleteAccountCall(clientOf(target), password)))
}

export function moveAccount(target: LoadTarget, password: string, targetAccount: string) {
  return attemptWith(e.moveAccount, () =>
    done(moveAccountCall(clientOf(target), password, targetAccount)),
  )
}

export async function loadAliases(target: LoadTarget): Promise<string[]> {
  const answer = await fetchAliases(clientOf(target))
  return Array.isArray(answer.aliases)
    ? answer.aliases.filter((alias): alias is string => typeof alias === 'string')
    : []
}

export function addAccountAlias(target: LoadTarget, alias: string) {
  return attemptWith(e.addAlias, () => done(addAlias(clientOf(target), alias)))
}

export function removeAccountAlias(target: LoadTarget, alias: string) {
  return attemptWith(e.deleteAlias, () => done(deleteAlias(clientOf(target), alias)))
}

export interface MfaStatus {
  enabled: boolean
  totp: boolean
}

export async function loadMfaStatus(target: LoadTarget): Promise<MfaStatus> {
  const answer: { settings?: { enabled?: unknown; totp?: unknown } } = await fetchMfaSettings(
    clientOf(target),
  )
  return { enabled: answer.settings?.enabled === true, totp: answer.settings?.totp === true }
}

export interface TotpSetup {
  /** The base32 secret, for typing into an authenticator by hand. */
  key: string
  /** The otpauth:// URI the QR code carries. */
  uri: string
}

export function startTotpSetup(target: LoadTarget): Promise<ActionResult<TotpSetup>> {
  return attemptWith(e.mfa, async () => {
    const answer = await setupTotp(clientOf(target))
    if (typeof answer.key !== 'string' || !answer.provisioning_uri.startsWith('otpauth://')) {
      throw new Error('The server sent no usable two-factor secret')
    }
    return { key: answer.key, uri: answer.provisioning_uri }
  })
}

export function confirmTotpSetup(target: LoadTarget, password: string, code: string) {
  return attemptWith(e.mfa, () => done(confirmTotp(clientOf(target), password, code)))
}

export function disableTwoFactor(target: LoadTarget, password: string) {
  return attemptWith(e.mfa, () => done(disableTotp(clientOf(target), password)))
}

/** New backup codes (the old ones stop working). */
export function newBackupCodes(target: LoadTarget): Promise<ActionResult<string[]>> {
  return attemptWith(e.mfa, async () => {
    const answer = await generateBackupCodes(clientOf(target))
    return Array.isArray(answer.codes)
      ? answer.codes.filter((code): code is string => typeof code === 'string')
      : []
  })
}

export interface SignInToken {
  id: string
  appName: string
  /** When it stops working (ISO date, as the server gave it). */
  validUntil: string
}

export async function loadTokens(target: LoadTarget): Promise<SignInToken[]> {
  const answer = await fetchOAuthTokens(clientOf(target))
  if (!Array.isArray(answer)) return []
  return answer.flatMap((token) => {
    const id: unknown = token.id
    if (typeof id !== 'string' && typeof id !== 'number') return []
    return [
      {
        id: String(id),
        appName: typeof token.app_name === 'string' ? token.app_name : '',
        validUntil: typeof token.valid_until === 'string' ? token.valid_until : '',
      },
    ]
  })
}

/** Revokes a sign-in; the 201 the server answers means it is gone (remove it locally then). */
export function revokeToken(target: LoadTarget, id: string) {
  return attemptWith(e.tokens, () => done(revokeOAuthToken(clientOf(target), id)))
}
