import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { Attachment } from '../../entities'
import { safeLinkHref } from '../../lib/html'
import { Icon } from '../common/Icon'
import { mediaMessages as m } from './messages'

export type FlashState = 'placeholder' | 'loading' | 'playing' | 'error'

/**
 * Loads the flash emulator on demand. This build ships no emulator package, so loading always
 * fails and the player shows the "general.flash_fail" error with a link to the file.
 */
export function loadFlashEmulator(): Promise<never> {
  return Promise.reject(new Error('No flash emulator is bundled'))
}

/** Flash: placeholder, then loading, then playing or error; it can be stopped. */
export function FlashAttachment({ attachment }: { attachment: Attachment }) {
  const intl = useIntl()
  const [state, setState] = useState<FlashState>('placeholder')
  const href = safeLinkHref(attachment.url)
  const play = () => {
    setState('loading')
    loadFlashEmulator().then(
      () => {
        setState('playing')
      },
      () => {
        setState('error')
      },
    )
  }
  return (
    <div className={`attachment-flash attachment-flash-${state}`}>
      {state === 'placeholder' && (
        <button type="button" className="attachment-flash-play" onClick={play}>
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
      {(state === 'playing' || state === 'loading') && (
        <button
          type="button"
          onClick={() => {
            setState('placeholder')
          }}
        >
          <Icon name="stop" /> {intl.formatMessage(m.flashStop)}
        </button>
      )}
    </div>
  )
}
