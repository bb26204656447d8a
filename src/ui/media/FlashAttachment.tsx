import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import type { Attachment } from '../../entities'
import { safeImageUrl, safeLinkHref } from '../../lib/html'
import { Icon } from '../common/Icon'
import { loadRuffle } from './flash-loader'
import { startFlash } from './flash-player'
import { mediaMessages as m } from './messages'
import './flash.css'

export type FlashState = 'placeholder' | 'loading' | 'playing' | 'error'

/** The stage's shape before the movie says otherwise: the attachment's, else Flash's 4:3. */
function aspectRatio(attachment: Attachment): number {
  const meta = attachment.meta
  if (meta?.aspect) return meta.aspect
  if (meta?.width && meta.height) return meta.width / meta.height
  return 4 / 3
}

/**
 * Flash: placeholder, then loading, then playing or error; it can be stopped. The emulator
 * (Ruffle) is fetched on the first Play only, and each player lives while the state is loading
 * or playing: Stop, an error or unmounting removes it.
 */
export function FlashAttachment({ attachment }: { attachment: Attachment }) {
  const intl = useIntl()
  const [state, setState] = useState<FlashState>('placeholder')
  const stage = useRef<HTMLDivElement>(null)
  const playButton = useRef<HTMLButtonElement>(null)
  const stopButton = useRef<HTMLButtonElement>(null)
  // Play and Stop replace each other; focus follows so the keyboard is not dropped to the page.
  const moveFocus = useRef(false)
  const src = safeImageUrl(attachment.url)
  const href = safeLinkHref(attachment.url)
  const active = state === 'loading' || state === 'playing'

  useEffect(() => {
    const box = stage.current
    if (!active || !box || src === undefined) return
    let cancelled = false
    let stop: (() => void) | undefined
    loadRuffle().then(
      (source) => {
        if (cancelled) return
        stop = startFlash(box, src, source, {
          onPlaying: () => {
            setState('playing')
          },
          onFailed: () => {
            setState('error')
          },
        })
      },
      () => {
        if (!cancelled) setState('error')
      },
    )
    return () => {
      cancelled = true
      stop?.()
    }
  }, [active, src])

  const wasActive = useRef(false)
  useEffect(() => {
    // An error also removes Stop; if it held the focus, the focus is now nowhere.
    const dropped = wasActive.current && !active && document.activeElement === document.body
    wasActive.current = active
    if (!moveFocus.current && !dropped) return
    const target = active ? stopButton.current : playButton.current
    if (!target) return
    moveFocus.current = false
    target.focus()
  }, [active])

  const play = () => {
    moveFocus.current = true
    setState(src === undefined ? 'error' : 'loading')
  }
  const stop = () => {
    moveFocus.current = true
    setState('placeholder')
  }

  return (
    <div className={`attachment-flash attachment-flash-${state}`}>
      {active && (
        <div
          ref={stage}
          className="attachment-flash-stage"
          style={{ aspectRatio: String(aspectRatio(attachment)) }}
        />
      )}
      {!active && (
        <button type="button" ref={playButton} className="attachment-flash-play" onClick={play}>
          <Icon name="play" /> {intl.formatMessage(m.flashPlay)}
        </button>
      )}
      {state === 'loading' && <span role="status">{intl.formatMessage(m.loading)}</span>}
      {state === 'error' && (
        <p role="alert" className="attachment-flash-error">
          <span>{intl.formatMessage(m.flashFail)}</span>
          {href !== undefined && (
            <a href={href} target="_blank" rel="nofollow noopener noreferrer">
              {intl.formatMessage(m.flashOpen)}
            </a>
          )}
        </p>
      )}
      {active && (
        <button type="button" ref={stopButton} className="attachment-flash-stop" onClick={stop}>
          <Icon name="stop" /> {intl.formatMessage(m.flashStop)}
        </button>
      )}
    </div>
  )
}
