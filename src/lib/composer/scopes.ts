import type { Status, Visibility } from '../../entities/status'
import { defineMessages, type MessageDescriptor } from '../../i18n/define-messages'

export const allScopes: readonly Visibility[] = ['public', 'unlisted', 'local', 'private', 'direct']

// spec 2 §4: direct < private < local = unlisted < public.
const breadthOf: Record<Visibility, number> = {
  direct: 0,
  private: 1,
  local: 2,
  unlisted: 2,
  public: 3,
}

export function scopeBreadth(scope: Visibility): number {
  return breadthOf[scope]
}

/** A status's visibility as a posting scope; list posts reach a chosen few, like private. */
export function postScopeOf(visibility: Status['visibility']): Visibility {
  return visibility === 'list' ? 'private' : visibility
}

/**
 * Scopes the selector offers: none wider than the original's. Local and unlisted have the same
 * breadth but reach different audiences, so a local original offers local, not unlisted, and an
 * unlisted original offers unlisted, not local.
 */
export function offeredScopes(original: Visibility | null | undefined): Visibility[] {
  if (!original) return [...allScopes]
  const limit = breadthOf[original]
  return allScopes.filter((scope) => {
    if (breadthOf[scope] > limit) return false
    if (breadthOf[scope] === limit && limit === breadthOf.local) return scope === original
    return true
  })
}

/** spec 2 §4 "Suggested reply visibility". */
export function suggestedReplyScope(
  original: Visibility | null | undefined,
  defaultScope: Visibility,
): Visibility {
  if (original === 'direct') return 'direct'
  if (original === 'private' || original === 'unlisted') {
    return defaultScope === 'private' ? defaultScope : original
  }
  if (original === 'local')
    return scopeBreadth(defaultScope) < breadthOf.local ? defaultScope : 'local'
  return defaultScope
}

export const scopeWarningMessages = defineMessages({
  accountNotLocked: {
    id: 'post_status.account_not_locked_warning',
    defaultMessage:
      'Your account is not locked. Anyone can follow you to see your followers-only posts.',
  },
  mediaNotSensitive: {
    id: 'post_status.media_not_sensitive_warning',
    defaultMessage: 'You have a content warning, but the attachments are not marked as sensitive.',
  },
  directFirstOnly: {
    id: 'post_status.direct_warning_to_first_only',
    defaultMessage:
      'This post will only be visible to the users mentioned at the beginning of the message.',
  },
  directAll: {
    id: 'post_status.direct_warning_to_all',
    defaultMessage: 'This post will be visible to all the mentioned users.',
  },
  noticePublic: {
    id: 'post_status.scope_notice.public',
    defaultMessage: 'This post will be visible to everyone',
  },
  noticeUnlisted: {
    id: 'post_status.scope_notice.unlisted',
    defaultMessage: 'This post will not be visible in the public and federated timelines',
  },
  noticePrivate: {
    id: 'post_status.scope_notice.private',
    defaultMessage: 'This post will be visible to your followers only',
  },
})

export type ScopeWarningKind =
  'account-not-locked' | 'media-not-sensitive' | 'direct-first-only' | 'direct-all' | 'notice'

export interface ScopeWarning {
  kind: ScopeWarningKind
  message: MessageDescriptor
  /** Scope notices can be dismissed (hideScopeNotice); the other warnings stay. */
  dismissible: boolean
}

export interface WarningInput {
  scope: Visibility
  accountLocked: boolean
  fileCount: number
  spoilerText: string
  nsfw: boolean
  /** Instance safeDM: a direct post reaches only the mentions at its start. */
  safeDM: boolean
  hideScopeNotice: boolean
}

/** The composer warnings of spec 2 §5, in the order they are shown. */
export function scopeWarnings(input: WarningInput): ScopeWarning[] {
  const warnings: ScopeWarning[] = []
  const add = (kind: ScopeWarningKind, message: MessageDescriptor, dismissible = false) =>
    warnings.push({ kind, message, dismissible })
  if (input.scope === 'private' && !input.accountLocked) {
    add('account-not-locked', scopeWarningMessages.accountNotLocked)
  }
  if (input.fileCount > 0 && input.spoilerText.trim() !== '' && !input.nsfw) {
    add('media-not-sensitive', scopeWarningMessages.mediaNotSensitive)
  }
  if (input.scope === 'direct') {
    if (input.safeDM) add('direct-first-only', scopeWarningMessages.directFirstOnly)
    else add('direct-all', scopeWarningMessages.directAll)
  }
  if (!input.hideScopeNotice) {
    if (input.scope === 'public') add('notice', scopeWarningMessages.noticePublic, true)
    if (input.scope === 'unlisted') add('notice', scopeWarningMessages.noticeUnlisted, true)
    if (input.scope === 'private' && input.accountLocked) {
      add('notice', scopeWarningMessages.noticePrivate, true)
    }
  }
  return warnings
}
