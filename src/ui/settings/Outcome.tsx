import { Alert } from '../common'
import type { ActionOutcome } from './use-action'

export function Outcome({
  outcome,
  onDismiss,
}: {
  outcome: ActionOutcome | null
  onDismiss?: () => void
}) {
  if (!outcome) return null
  return (
    <Alert level={outcome.level} {...(onDismiss ? { onDismiss } : {})}>
      {outcome.text}
    </Alert>
  )
}
