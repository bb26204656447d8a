import { useEffect, useImperativeHandle, useRef, type Ref, type RefObject } from 'react'
import { registerStatusHandle, type StatusCardHandle } from './status-handle'
import type { StatusCommands } from './use-status-controller'

interface CardHandleInput {
  article: RefObject<HTMLElement | null>
  handleRef: Ref<StatusCardHandle> | undefined
  statusId: string
  commands: StatusCommands
  openMedia: (index: number) => void
  toggleContentWarning: () => void
  openProfile: () => void
}

/** The card's commands for the deck: on `handleRef` and registered on the <article>. */
export function useCardHandle(input: CardHandleInput): void {
  const { commands } = input
  const handle: StatusCardHandle = {
    statusId: input.statusId,
    reply: commands.reply,
    favourite: commands.favourite,
    repeat: () => {
      commands.repeat()
    },
    quote: commands.quote,
    bookmark: () => void commands.bookmark(),
    react: (emoji?: string) => {
      if (emoji === undefined) commands.pickReaction()
      else commands.react(emoji)
    },
    openMedia: (index = 0) => {
      input.openMedia(index)
    },
    toggleContentWarning: input.toggleContentWarning,
    mention: commands.mention,
    openProfile: input.openProfile,
    focus: () => input.article.current?.focus(),
  }
  const latest = useRef(handle)
  useEffect(() => {
    latest.current = handle
  })
  useImperativeHandle(input.handleRef, () => handle)
  const { article } = input
  useEffect(() => {
    const element = article.current
    if (!element) return
    // A stable proxy so the registry never holds a stale card.
    const proxy = new Proxy({} as StatusCardHandle, {
      get: (_target, key: keyof StatusCardHandle) => latest.current[key],
    })
    return registerStatusHandle(element, proxy)
  }, [article])
}
