// The card's action logic: permissions, confirmations (modalOnRepeat, modalOnDelete), the 500 ms
// favourite/repeat animation, menu failures as an alert on the status cleared by the next
// success, translation with the "no translation target set" warning. The card renders what this
// returns; the deck reaches the same commands through the card's handle (status-handle.ts).
import { useEffect, useRef, useState } from 'react'
import type { Status, User } from '../../entities'
import type { UserMessage } from '../../i18n/define-messages'
import { confirmsDelete, confirmsRepeat, statusActions } from '../../lib/status/permissions'
import { translationTarget } from '../../lib/status/translation'
import { actionMessages } from './action-messages'
import type { ActionResult } from '../../state/status-actions'
import { useStatusEnv } from './status-env'
import { useCardSettings } from './use-entities'

export const ACTION_ANIMATION_MS = 500

export type Confirmation = 'repeat' | 'delete' | 'redraft'

export function conversationUrl(statusId: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return `${origin}/notice/${encodeURIComponent(statusId)}`
}

function openRemote(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer')
}

export function useStatusController(status: Status, author: User | undefined) {
  const env = useStatusEnv()
  const settings = useCardSettings()
  const { actions, viewer, instance } = env
  const can = statusActions(status, viewer, instance)
  const [alert, setAlert] = useState<UserMessage | null>(null)
  const [confirm, setConfirm] = useState<Confirmation | null>(null)
  const [animating, setAnimating] = useState<'favourite' | 'repeat' | null>(null)
  const [historyOpen, setHistoryOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  const animate = (which: 'favourite' | 'repeat') => {
    setAnimating(which)
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      setAnimating(null)
    }, ACTION_ANIMATION_MS)
  }

  /** Extra-menu actions: failure shows the server's text on the status, success clears it. */
  const menuResult = (result: ActionResult<unknown>) => {
    setAlert(result.ok ? null : result.error)
    return result
  }

  const id = status.id
  const commands = {
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
        // No picker from the deck: open the quick reactions menu of the action bar.
        document
          .querySelector<HTMLButtonElement>(
            `article[data-status-id="${CSS.escape(status.id)}"] .action-react-menu .menu-button`,
          )
          ?.click()
        return
      }
      env.onPickReaction(status, (emoji) => {
        void actions.react(id, emoji, true)
      })
    },
    bookmark: async () => {
      if (can.bookmark) menuResult(await actions.bookmark(id, !status.bookmarked))
    },
    pin: async () => {
      if (can.pin) menuResult(await actions.pin(id, !status.pinned))
    },
    muteThread: async () => {
      if (can.muteThread) menuResult(await actions.muteThread(id, !status.thread_muted))
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
      void actions.remove(id).then(menuResult)
    },
    report: () => {
      env.onReport?.(status, author)
    },
    history: () => {
      if (can.history) setHistoryOpen(true)
    },
    translate: async () => {
      if (!can.translate) return
      const target = translationTarget(settings.translationLanguage)
      if (target.kind === 'warning') {
        setAlert({ descriptor: target.message })
        return
      }
      menuResult(await actions.translate(id, target.language))
    },
    mention: () => {
      if (author && viewer) env.onMention?.(author)
    },
  }

  return {
    can,
    commands,
    alert,
    dismissAlert: () => {
      setAlert(null)
    },
    confirm,
    cancelConfirm: () => {
      setConfirm(null)
    },
    animating,
    historyOpen,
    closeHistory: () => {
      setHistoryOpen(false)
    },
    settings,
  }
}

export type StatusController = ReturnType<typeof useStatusController>
export type StatusCommands = StatusController['commands']
