import { atom, useAtomValue, useStore } from 'jotai'
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { useIntl } from 'react-intl'
import type { Status, User } from '../../entities'
import { defineMessages } from '../../i18n/define-messages'
import { quoteTarget, replyTarget } from '../../lib/composer/from-status'
import { neutralizeBidi } from '../../lib/html'
import {
  columnOfElement,
  inlineComposerAtom,
  toggledKind,
  type InlineComposerKind,
} from '../composer/inline-composers'
import {
  InlineComposerOpenProvider,
  StatusEnvironmentProvider,
  useStatusEnv,
  type StatusEnvironment,
} from './status-env'

const m = defineMessages({
  reply: { id: 'status.inline_reply', defaultMessage: 'Reply to {handle}' },
  quote: { id: 'status.inline_quote', defaultMessage: 'Quote {handle}' },
})

const closed = atom<InlineComposerKind | null>(null)

interface Props {
  /** The timeline item's id (a repeat's own id): the key of the open state in its column. */
  rowId: string
  /** The status replied to or quoted (the original of a repeat). */
  status: Status
  author: User | undefined
  /** The card; its reply and quote open the composer below it instead of the modal. */
  children: ReactNode
}

/**
 * A status card with its inline reply or quote composer under it, when the card sits in a deck
 * column and the deck supplies one. Reply and Quote (buttons and keys) toggle it; Escape or
 * Cancel closes it and gives focus back to the button; a post closes it too.
 */
export function WithInlineComposer({ rowId, status, author, children }: Props) {
  const intl = useIntl()
  const env = useStatusEnv()
  const store = useStore()
  const slot = useRef<HTMLDivElement>(null)
  const focusOnOpen = useRef(false)
  // The column is known from the DOM once mounted; a row coming back from virtualisation finds
  // its composer open again here, before the first paint.
  const [columnId, setColumnId] = useState<string | null>(null)
  useLayoutEffect(() => {
    setColumnId(columnOfElement(slot.current))
  }, [])
  const { InlineComposer } = env
  const open = useAtomValue(columnId === null ? closed : inlineComposerAtom(store, columnId, rowId))

  const toggle = useCallback(
    (kind: InlineComposerKind): boolean => {
      const column = columnOfElement(slot.current)
      if (column === null) return false
      const state = inlineComposerAtom(store, column, rowId)
      const next = toggledKind(store.get(state), kind)
      focusOnOpen.current = next !== null
      store.set(state, next)
      setColumnId(column)
      return true
    },
    [store, rowId],
  )

  const value = useMemo<StatusEnvironment>(() => {
    if (!InlineComposer) return env
    return {
      ...env,
      onReply: (target) => {
        if (!toggle('reply')) env.onReply?.(target)
      },
      onQuote: (target) => {
        if (!toggle('quote')) env.onQuote?.(target)
      },
    }
  }, [env, InlineComposer, toggle])

  // Opened by the reader: the text goes to the end of the prefilled mentions. A row that only
  // came back into view leaves focus where it is.
  // The form's code may still be on its way: its field is focused when it appears.
  useEffect(() => {
    const box = slot.current
    if (open === null || !focusOnOpen.current || !box) return
    const focusField = (): boolean => {
      const field = box.querySelector('textarea')
      if (!field) return false
      focusOnOpen.current = false
      field.focus()
      field.setSelectionRange(field.value.length, field.value.length)
      return true
    }
    if (focusField()) return
    const observer = new MutationObserver(() => {
      if (focusField()) observer.disconnect()
    })
    observer.observe(box, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
    }
  }, [open])

  const close = (kind: InlineComposerKind) => {
    if (columnId === null) return
    // Focus moves first, while the composer is still there, so it never falls to the page.
    slot.current?.previousElementSibling
      ?.querySelector<HTMLElement>(`[data-action="${kind}"]`)
      ?.focus()
    store.set(inlineComposerAtom(store, columnId, rowId), null)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The composer keeps its keys, as the docked one does: none of them reach the deck's
    // shortcuts (a letter typed on one of its buttons would otherwise act on the status).
    event.stopPropagation()
    if (event.key !== 'Escape' || event.defaultPrevented || open === null) return
    if (event.target instanceof Element && event.target.closest('[role="menu"], [role="listbox"]'))
      return
    event.preventDefault()
    close(open)
  }

  const authorName = author?.screen_name ?? null
  const viewerName = env.viewer?.screen_name ?? ''
  const target = useMemo(
    () => (open === 'quote' ? quoteTarget(status) : replyTarget(status, authorName, viewerName)),
    [open, status, authorName, viewerName],
  )
  const shown = open !== null && InlineComposer !== undefined
  const handle = `@${neutralizeBidi(author?.screen_name ?? status.user_id)}`
  return (
    <>
      <StatusEnvironmentProvider value={value}>
        {/* Only a card in a column opens one; elsewhere its buttons open the modal. */}
        <InlineComposerOpenProvider value={columnId === null || !InlineComposer ? undefined : open}>
          {children}
        </InlineComposerOpenProvider>
      </StatusEnvironmentProvider>
      {/* Always there (empty and hidden when closed): it is how the card finds its column. */}
      <div
        ref={slot}
        className="status-inline-composer"
        hidden={!shown}
        {...(shown
          ? {
              role: 'group',
              'aria-label': intl.formatMessage(open === 'quote' ? m.quote : m.reply, { handle }),
              'data-composer': 'inline',
              onKeyDown,
            }
          : {})}
      >
        {shown && (
          <InlineComposer
            account={env.accountKey}
            target={target}
            onDone={() => {
              close(open)
            }}
          />
        )}
      </div>
    </>
  )
}
