import { useEffect, useState } from 'react'
import { newestUnread, type ChatView } from '../../state/chats'

function visible(): boolean {
  return typeof document === 'undefined' || document.visibilityState === 'visible'
}

/** While the chat is on screen, what the other side wrote is marked read up to the newest. */
export function useReadMarks(chat: ChatView, viewerId: string | null): void {
  const [shown, setShown] = useState(visible)
  useEffect(() => {
    const onChange = () => setShown(visible())
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [])
  const upTo = newestUnread(chat.messages, viewerId)
  const unreadCount = chat.chat?.unread ?? 0
  const newest = chat.messages[chat.messages.length - 1]?.id ?? null
  const target = upTo ?? (unreadCount > 0 ? newest : null)
  const { markRead } = chat
  useEffect(() => {
    if (shown && target !== null) markRead(target)
  }, [shown, target, markRead])
}
