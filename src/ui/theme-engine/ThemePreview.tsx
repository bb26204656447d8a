import type { CSSProperties } from 'react'
import { useIntl } from 'react-intl'
import { Icon } from '../common'
import { editorMessages } from './messages'
import { previewMessages as m } from './preview-messages'
import type { ResolvedTheme } from './resolve'
import { themeVars } from './resolve'

/**
 * A column as the deck draws it (its header, a status card with a link, greentext and a poll,
 * a notification, the composer, an error), in the theme being edited: the theme's custom
 * properties are set on this box only, so the page around keeps its own.
 */
export function ThemePreview({ theme }: { theme: ResolvedTheme }) {
  const intl = useIntl()
  const style = themeVars(theme).vars as CSSProperties
  return (
    <section
      className="theme-preview"
      style={style}
      data-preview-look={theme.dark ? 'dark' : 'light'}
      aria-label={intl.formatMessage(editorMessages.preview)}
    >
      <div className="theme-preview-column">
        <header className="theme-preview-header">
          <Icon name="home" />
          <span>{intl.formatMessage(m.column)}</span>
          <span className="theme-preview-badge">{intl.formatMessage(m.unread)}</span>
        </header>
        <article className="theme-preview-status">
          <span className="theme-preview-avatar" aria-hidden="true" />
          <div className="theme-preview-status-body">
            <p className="theme-preview-author">
              <strong>{intl.formatMessage(m.author)}</strong>
              <span className="theme-preview-faint">{intl.formatMessage(m.handle)}</span>
            </p>
            <p>
              {intl.formatMessage(m.body, {
                a: (chunks) => (
                  <a href="#preview" onClick={(event) => event.preventDefault()}>
                    {chunks}
                  </a>
                ),
              })}
            </p>
            <p className="theme-preview-greentext">{intl.formatMessage(m.greentext)}</p>
            <div className="theme-preview-poll">{intl.formatMessage(m.pollOption)}</div>
            <div className="theme-preview-actions">
              <button type="button" className="theme-preview-btn" tabIndex={-1}>
                <Icon name="reply" /> {intl.formatMessage(m.reply)}
              </button>
              <button
                type="button"
                className="theme-preview-btn theme-preview-toggled"
                tabIndex={-1}
              >
                <Icon name="favourite" /> {intl.formatMessage(m.favourite)}
              </button>
            </div>
          </div>
        </article>
        <div className="theme-preview-notification">
          <Icon name="favourite" />
          <span>
            {intl.formatMessage(m.notification, { b: (chunks) => <strong>{chunks}</strong> })}
          </span>
        </div>
        <div className="theme-preview-composer">
          <span className="theme-preview-label">{intl.formatMessage(m.composer)}</span>
          <div className="theme-preview-input">{intl.formatMessage(m.composerText)}</div>
          <div className="theme-preview-actions">
            <button type="button" className="theme-preview-btn" tabIndex={-1}>
              {intl.formatMessage(m.cancel)}
            </button>
            <button type="button" className="theme-preview-primary" tabIndex={-1}>
              {intl.formatMessage(m.post)}
            </button>
          </div>
        </div>
        <p className="theme-preview-alert">{intl.formatMessage(m.error)}</p>
      </div>
    </section>
  )
}
