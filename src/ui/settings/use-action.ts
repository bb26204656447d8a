import { useStore } from 'jotai'
import { useCallback, useState } from 'react'
import { useIntl } from 'react-intl'
import type { UserMessage } from '../../i18n/define-messages'
import type { ActionResult } from '../../state/action-result'
import { formatUserMessage } from '../common/format-user-message'

export interface ActionOutcome {
  level: 'success' | 'warning' | 'error'
  text: string
}

/**
 * Runs one of the settings' server actions: busy while it runs, then its outcome (the given
 * success text, or the action's message) to show beside the form.
 */
export function useAction() {
  const intl = useIntl()
  const store = useStore()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null)
  const run = useCallback(
    async <T>(
      action: () => Promise<ActionResult<T>>,
      success?: UserMessage,
    ): Promise<ActionResult<T>> => {
      setBusy(true)
      setOutcome(null)
      const result = await action()
      setBusy(false)
      if (result.ok) {
        setOutcome(success ? { level: 'success', text: formatUserMessage(intl, success) } : null)
      } else {
        setOutcome({ level: 'error', text: formatUserMessage(intl, result.error) })
      }
      return result
    },
    [intl],
  )
  const fail = useCallback((text: string) => setOutcome({ level: 'error', text }), [])
  const note = useCallback((text: string) => setOutcome({ level: 'success', text }), [])
  return { store, busy, outcome, run, fail, note, clear: () => setOutcome(null) }
}
