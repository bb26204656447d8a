// The card's action logic: permissions, confirmations, the 500 ms favourite/repeat animation,
// menu failures as an alert on the status cleared by the next success, translation with the "no
// translation target set" warning (the commands themselves: status-commands.ts). The card renders
// what this returns; the deck reaches the same commands through the card's handle
// (status-handle.ts).
import { useStore } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import type { Status, User } from '../../entities'
import type { UserMessage } from '../../i18n/define-messages'
import { statusActions } from '../../lib/status/permissions'
import { loadTranslationLanguages } from '../../state/loaders'
import { interactionCommands, menuCommands, type Confirmation } from './status-commands'
import { useStatusEnv } from './status-env'
import { useCardSettings } from './use-entities'

export const ACTION_ANIMATION_MS = 500

/** Which of favourite and repeat is animating, for ACTION_ANIMATION_MS after it was turned on. */
function useActionAnimation() {
  const [animating, setAnimating] = useState<'favourite' | 'repeat' | null>(null)
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
  return { animating, animate }
}

export function useStatusController(status: Status, author: User | undefined) {
  const env = useStatusEnv()
  const store = useStore()
  const { locale } = useIntl()
  const settings = useCardSettings()
  const can = statusActions(status, env.viewer, env.instance)
  const [alert, setAlert] = useState<UserMessage | null>(null)
  const [confirm, setConfirm] = useState<Confirmation | null>(null)
  const [historyOpen, setHistoryOpen] = useState(false)
  const [pickerOpen, setPickerOpen] = useState(false)
  const { animating, animate } = useActionAnimation()
  const context = {
    status,
    author,
    env,
    settings,
    can,
    setAlert,
    setConfirm,
    animate,
    openHistory: () => {
      setHistoryOpen(true)
    },
    openReactionPicker: () => {
      setPickerOpen(true)
    },
    locale,
    translationLanguages: () => loadTranslationLanguages({ store, accountKey: env.accountKey }),
  }

  return {
    can,
    commands: { ...interactionCommands(context), ...menuCommands(context) },
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
    /** The card's emoji picker for reacting is open under the action bar. */
    pickerOpen,
    togglePicker: () => {
      setPickerOpen((open) => !open)
    },
    closePicker: () => {
      setPickerOpen(false)
    },
    settings,
  }
}

export type StatusController = ReturnType<typeof useStatusController>
export type StatusCommands = StatusController['commands']
