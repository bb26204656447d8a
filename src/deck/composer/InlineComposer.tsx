import { Composer } from '../../ui/composer'
import type { InlineComposerProps } from '../../ui/status/status-env'
import { AccountComposer } from './AccountComposer'

/**
 * The composer under a status in a column, for its reply or quote: the same form as the modal
 * and docked ones, with the target's scopes, mentions and draft (`reply:{id}` / `quote:{id}`).
 */
export function InlineComposer({ account, target, onDone }: InlineComposerProps) {
  return (
    <AccountComposer account={account}>
      <Composer
        variant="inline"
        target={target}
        onPosted={() => {
          onDone('posted')
        }}
        onCancel={() => {
          onDone('cancel')
        }}
      />
    </AccountComposer>
  )
}
