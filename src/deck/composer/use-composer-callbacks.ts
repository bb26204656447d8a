import { useStore } from 'jotai'
import { useMemo } from 'react'
import { getAccountCache, readEntity } from '../../state/entity-cache'
import { prefillFromStatus, quoteTarget, replyTarget } from '../../lib/composer/from-status'
import { postScopeOf } from '../../lib/composer/scopes'
import type { ComposerCallbacks } from '../../ui/status'
import { composerRequestAtom, type ComposerRequest } from './composer-request'
import { lazyDialog } from '../../ui/common/lazy-after-first-paint'

// The form's code is fetched when the browser is idle after the first status (or when the first
// one opens): no card needs it to be read.
const InlineComposer = lazyDialog(() => import('./InlineComposer'), 'InlineComposer')

/**
 * What a status card's reply, quote, edit, redraft and mention do: open the deck's composer. A
 * card in a column opens its reply and quote inline instead (InlineComposer); onReply and onQuote
 * are then the modal fallback for cards outside a column (popover, modal).
 */
export function useComposerCallbacks(
  account: string,
  viewerScreenName: string | undefined,
): ComposerCallbacks {
  const store = useStore()
  return useMemo(() => {
    const open = (request: Omit<ComposerRequest, 'account'>) => {
      store.set(composerRequestAtom, { account, ...request })
    }
    const authorOf = (userId: string) =>
      readEntity(getAccountCache(store, account), 'users', userId)?.screen_name ?? null
    return {
      onReply: (status) =>
        open({ target: replyTarget(status, authorOf(status.user_id), viewerScreenName ?? '') }),
      onQuote: (status) => open({ target: quoteTarget(status) }),
      onEdit: (status) =>
        open({
          target: { kind: 'edit', statusId: status.id, scope: postScopeOf(status.visibility) },
        }),
      onRedraft: (status) =>
        open({
          target: { kind: 'redraft', statusId: status.id, scope: postScopeOf(status.visibility) },
          prefill: prefillFromStatus(status),
        }),
      onMention: (user) => open({ target: { kind: 'status' }, message: `@${user.screen_name} ` }),
      InlineComposer,
    }
  }, [store, account, viewerScreenName])
}
