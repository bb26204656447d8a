import { defineMessages, useIntl } from 'react-intl'
import './shell.css'

const messages = defineMessages({
  appName: { id: 'app.name', defaultMessage: 'Akkoma Deck' },
  mainNavigation: { id: 'nav.main', defaultMessage: 'Main navigation' },
  deck: { id: 'deck.label', defaultMessage: 'Deck' },
  emptyDeck: {
    id: 'deck.empty',
    defaultMessage: 'Your deck has no columns yet.',
  },
})

/** The application frame: navigation bar on top, the deck below it. */
export function Shell() {
  const intl = useIntl()
  return (
    <div className="shell">
      <header className="shell-bar">
        <nav aria-label={intl.formatMessage(messages.mainNavigation)}>
          <a className="shell-brand" href="/">
            <img src="/favicon.svg" alt="" width={24} height={24} />
            <span>{intl.formatMessage(messages.appName)}</span>
          </a>
        </nav>
      </header>
      <main className="shell-deck" aria-label={intl.formatMessage(messages.deck)}>
        <p className="shell-empty">{intl.formatMessage(messages.emptyDeck)}</p>
      </main>
    </div>
  )
}
