// What each of the card's commands does: permission first (statusActions), then a confirmation
// where the settings ask for one (modalOnRepeat, modalOnDelete), then the account's action
// (src/state/status-actions.ts) or the composer's entry point. Extra-menu actions show their
// failure as an alert on the status and clear it on success (spec 2 §4 "Status actions").
import type { Status, User } from '../../entities'
import type { UserMessage } from '../../i18n/define-messages'
import {
  confirmsDelete,
  confirmsRepeat,
  type ActionPermissions,
} from '../../lib/status/permissions'
import { translationTarget } from '../../lib/status/translation'
import type { Settings } from '../../settings/defaults'
import type { TranslationLanguage } from '../../state/loaders'
import type { ActionResult } from '../../state/status-actions'
import { actionMessages } from './action-messages'
import type { StatusEnvironment } from './status-env'

export type Confirmation = 'repeat' | 'delete' | 'redraft'

/** What the commands read and the card state they set. */
export interface CommandContext {
  status: Status
  author: User | undefined
  env: StatusEnvironment
  settings: Settings
  can: ActionPermissions
  setAlert: (alert: UserMessage | null) => void
  setConfirm: (confirm: Confirmation | null) => void
  /** The 500 ms favourite / repeat animation. */
  animate: (which: 'favourite' | 'repeat') => void
  openHistory: () => void
  /** Open the card's own emoji picker to react (when the environment brings none). */
  openReactionPicker: () => void
  /** The interface language (a translation's default target) and the translator's languages. */
  locale: string
  translationLanguages: () => Promise<readonly TranslationLanguage[]>
}

export function conversationUrl(statusId: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return `${origin}/notice/${encodeURIComponent(statusId)}`
}

function openRemote(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer')
}

/** The action bar: reply, favourite, repeat, quote, reactions, mention. */
export function interactionCommands(ctx: CommandContext) {
  const { status, author, env, settings, can, setConfirm, animate } = ctx
  const { actions } = env
  const id = status.id
  return {
    reply: () => {
      if (can.reply.kind === 'remote') openRemote(can.reply.url)
      else if (can.reply.kind === 'available') env.onReply?.(status)
    },
    favourite: () => {
      if (can.favourite.kind === 'remote') {
        openRemote(can.favourite.url)
        return
      }
      if (can.favourite.kind !== 'available') return
      if (!status.favorited) animate('favourite')
      void actions.favourite(id, !status.favorited)
    },
    repeat: (confirmed = false) => {
      if (can.repeat.kind === 'remote') {
        openRemote(can.repeat.url)
        return
      }
      if (can.repeat.kind !== 'available') return
      if (!confirmed && confirmsRepeat(settings.modalOnRepeat, status.repeated)) {
        setConfirm('repeat')
        return
      }
      setConfirm(null)
      if (!status.repeated) animate('repeat')
      void actions.repeat(id, !status.repeated)
    },
    quote: () => {
      if (can.quote) env.onQuote?.(status)
    },
    react: (emoji: string, on = true) => {
      if (can.react) void actions.react(id, emoji, on)
    },
    pickReaction: () => {
      if (!can.react) return
      if (!env.onPickReaction) {
        ctx.openReactionPicker()
        return
      }
      env.onPickReaction(status, (emoji) => {
        void actions.react(id, emoji, true)
      })
    },
    mention: () => {
      if (author && env.viewer) env.onMention?.(author)
    },
  }
}

/** The extra menu: bookmark, pin, mute thread, copy link, edit, redraft, delete, report, ... */
export function menuCommands(ctx: CommandContext) {
  const { status, author, env, settings, can, setAlert, setConfirm } = ctx
  const { actions } = env
  const id = status.id
  const shown = (result: ActionResult<unknown>) => {
    setAlert(result.ok ? null : result.error)
  }
  return {
    bookmark: async () => {
      if (can.bookmark) shown(await actions.bookmark(id, !status.bookmarked))
    },
    pin: async () => {
      if (can.pin) shown(await actions.pin(id, !status.pinned))
    },
    muteThread: async () => {
      if (can.muteThread) shown(await actions.muteThread(id, !status.thread_muted))
    },
    copyLink: async () => {
      try {
        await navigator.clipboard.writeText(conversationUrl(id))
        setAlert(null)
      } catch {
        setAlert({ descriptor: actionMessages.copyFailed })
      }
    },
    edit: () => {
      if (can.edit) env.onEdit?.(status)
    },
    redraft: (confirmed = false) => {
      if (!can.redraft) return
      if (!confirmed && confirmsDelete(settings.modalOnDelete)) {
        setConfirm('redraft')
        return
      }
      setConfirm(null)
      // The composer opens pre-filled and deletes the original once the new status is posted,
      // so cancelling the redraft loses nothing (src/state/post-status.ts).
      env.onRedraft?.(status)
    },
    remove: (confirmed = false) => {
      if (!can.delete) return
      if (!confirmed && confirmsDelete(settings.modalOnDelete)) {
        setConfirm('delete')
        return
      }
      setConfirm(null)
      void actions.remove(id).then(shown)
    },
    report: () => {
      env.onReport?.(status, author)
    },
    history: () => {
      if (can.history) ctx.openHistory()
    },
    translate: async () => {
      if (!can.translate) return
      const languages = settings.translationLanguage.trim() ? [] : await ctx.translationLanguages()
      const target = translationTarget(settings.translationLanguage, ctx.locale, languages)
      if (target.kind === 'warning') {
        setAlert({ descriptor: target.message })
        return
      }
      shown(await actions.translate(id, target.language))
    },
  }
}
