import { useEffect, useRef, useState } from 'react'

/** How long "back online" stays after the connection returned. */
export const BACK_ONLINE_NOTICE_MS = 4000

export interface Connection {
  /** Whether the browser says it has a network (navigator.onLine). */
  online: boolean
  /** The connection came back a moment ago (the app is catching up). */
  backOnline: boolean
}

/**
 * Follows the browser's online/offline events. `onBackOnline` runs once each time the
 * connection returns; `backOnline` stays true for a short while after.
 */
export function useConnection(onBackOnline?: () => void): Connection {
  const [online, setOnline] = useState(() => navigator.onLine)
  const [backOnline, setBackOnline] = useState(false)
  const onBack = useRef(onBackOnline)
  useEffect(() => {
    onBack.current = onBackOnline
  })
  useEffect(() => {
    let last = navigator.onLine
    let timer: ReturnType<typeof setTimeout> | undefined
    const onChange = () => {
      const now = navigator.onLine
      if (now === last) return
      last = now
      clearTimeout(timer)
      setOnline(now)
      setBackOnline(now)
      if (!now) return
      onBack.current?.()
      timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_NOTICE_MS)
    }
    window.addEventListener('online', onChange)
    window.addEventListener('offline', onChange)
    return () => {
      window.removeEventListener('online', onChange)
      window.removeEventListener('offline', onChange)
      clearTimeout(timer)
    }
  }, [])
  return { online, backOnline }
}
