import { useEffect, useRef, useState } from 'react'

/** How long "back online" stays after the connection returned. */
export const BACK_ONLINE_NOTICE_MS = 4000
/** How often an instance out of reach is asked again while the browser says it is online. */
export const PROBE_EVERY_MS = 3000

export interface Connection {
  /** The instance answers (without a probe: the browser says it has a network). */
  online: boolean
  /** The connection came back a moment ago (the app is catching up). */
  backOnline: boolean
  /** The page opened without a connection and has not had one since. */
  startedOffline: boolean
}

export interface ConnectionOptions {
  /** Runs once each time the connection returns; true when the page opened without one. */
  onBackOnline?: (startedOffline: boolean) => void
  /** Runs each time the app finds itself offline, or back (true: offline). */
  onChange?: (offline: boolean) => void
  /**
   * Asks the instance whether it answers (true) or the network failed (false). Asked at the
   * start, when the browser says it is online again, and every PROBE_EVERY_MS while out of
   * reach: a browser may say "online" with a network that reaches nothing, and its flag may lag.
   */
  probe?: () => Promise<boolean>
}

/** Whether the app is online: the browser's online/offline events and, with `probe`, the instance's answers. */
export function useConnection({ onBackOnline, onChange, probe }: ConnectionOptions): Connection {
  const [state, setState] = useState(() => ({
    online: navigator.onLine,
    backOnline: false,
    startedOffline: !navigator.onLine,
  }))
  const callbacks = useRef({ onBackOnline, onChange })
  useEffect(() => {
    callbacks.current = { onBackOnline, onChange }
  })
  const probeRef = useRef(probe)
  useEffect(() => {
    const ask = probeRef.current
    let online = navigator.onLine
    let startedOffline = !online
    let live = true
    let noticeTimer: ReturnType<typeof setTimeout> | undefined
    let probeTimer: ReturnType<typeof setTimeout> | undefined
    const goOffline = (first: boolean) => {
      if (!online && !first) return
      online = false
      startedOffline = first
      clearTimeout(noticeTimer)
      callbacks.current.onChange?.(true)
      setState({ online: false, backOnline: false, startedOffline })
    }
    const goOnline = () => {
      if (online) return
      online = true
      clearTimeout(noticeTimer)
      callbacks.current.onChange?.(false)
      setState({ online: true, backOnline: true, startedOffline: false })
      callbacks.current.onBackOnline?.(startedOffline)
      startedOffline = false
      noticeTimer = setTimeout(
        () => setState((s) => ({ ...s, backOnline: false })),
        BACK_ONLINE_NOTICE_MS,
      )
    }
    // The instance's answer decides; the browser's word alone only when there is no probe.
    // Offline, the probe is asked again and again (it fails at once without a network), as a
    // browser's flag may stay "offline" or "online" whatever the network does.
    const check = (first = false) => {
      clearTimeout(probeTimer)
      if (!ask) {
        if (navigator.onLine) goOnline()
        else goOffline(first)
        return
      }
      void ask().then((answers) => {
        if (!live) return
        if (answers) {
          goOnline()
          return
        }
        goOffline(first)
        probeTimer = setTimeout(check, PROBE_EVERY_MS)
      })
    }
    const onBrowserOffline = () => {
      goOffline(false)
      if (ask) probeTimer = setTimeout(check, PROBE_EVERY_MS)
    }
    const onBrowserOnline = () => check()
    window.addEventListener('online', onBrowserOnline)
    window.addEventListener('offline', onBrowserOffline)
    if (online || ask) check(true)
    else callbacks.current.onChange?.(true)
    return () => {
      live = false
      window.removeEventListener('online', onBrowserOnline)
      window.removeEventListener('offline', onBrowserOffline)
      clearTimeout(noticeTimer)
      clearTimeout(probeTimer)
    }
  }, [])
  return state
}
