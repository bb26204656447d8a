import { useIntl } from 'react-intl'
import { SafeHtml } from '../../lib/html/SafeHtml'
import { validationMessages } from '../../lib/composer/validation'
import { composerMessages } from './messages'
import type { PreviewState } from './use-preview'

/** The server's rendering of the draft; never part of any timeline. */
export function PreviewArea({ state }: { state: PreviewState }) {
  const intl = useIntl()
  if (state.kind === 'off') return null
  return (
    <section
      className="composer-preview"
      aria-label={intl.formatMessage(composerMessages.preview)}
      aria-busy={state.kind === 'loading'}
    >
      {state.kind === 'empty' && <p>{intl.formatMessage(validationMessages.previewEmpty)}</p>}
      {state.kind === 'loading' && <p>{intl.formatMessage(composerMessages.previewLoading)}</p>}
      {state.kind === 'error' && (
        <p className="composer-preview-error" role="alert">
          {intl.formatMessage(composerMessages.previewError, {
            error:
              state.error.text ??
              state.error.messages.map((m) => intl.formatMessage(m.descriptor, m.values)).join(' '),
          })}
        </p>
      )}
      {state.kind === 'shown' && (
        <>
          {state.preview.spoilerText ? (
            <p className="composer-preview-spoiler">{state.preview.spoilerText}</p>
          ) : null}
          <SafeHtml
            className="composer-preview-content"
            html={state.preview.html}
            emojis={state.preview.emojis}
          />
        </>
      )}
    </section>
  )
}
