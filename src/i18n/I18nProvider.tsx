import { useEffect, useState, type ReactNode } from 'react'
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl'
import { loadMessages, type Messages } from './locales'

const english = 'en'
const reported = new Set<string>()

// One function for every render: react-intl makes its formatters anew whenever a prop changes.
const onError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code !== ReactIntlErrorCode.MISSING_TRANSLATION) {
    console.error(error)
    return
  }
  // A message a catalogue lacks shows in English; the catalogue check keeps that from shipping,
  // and development says which (once each).
  if (import.meta.env.DEV && !reported.has(error.message)) {
    reported.add(error.message)
    console.warn(error.message)
  }
}

interface Props {
  /** The language to speak; its catalogue is fetched, English meanwhile or when it fails. */
  locale?: string
  /** Told the language whose messages are now in use (for the document's lang and dir). */
  onApplied?: (locale: string) => void
  children: ReactNode
}

interface InUse {
  locale: string
  messages: Messages
}

const englishInUse: InUse = { locale: english, messages: {} }

export function I18nProvider({ locale = english, onApplied, children }: Props) {
  // The last catalogue that arrived. The page waits for the first language's (fetched beside the
  // app's code) rather than flash English; a later choice keeps the language shown until the
  // next one's catalogue arrives, the page mounted all along. A catalogue that failed to load
  // is empty: English.
  const [loaded, setLoaded] = useState<InUse | null>(null)
  const [first] = useState(locale)

  useEffect(() => {
    if (locale === english) return undefined
    let live = true
    void loadMessages(locale).then((messages) => {
      if (live) setLoaded({ locale, messages })
    })
    return () => {
      live = false
    }
  }, [locale])

  const usable = (candidate: InUse) =>
    Object.keys(candidate.messages).length > 0 ? candidate : englishInUse
  let inUse: InUse | null
  if (locale === english) inUse = englishInUse
  else if (loaded) inUse = usable(loaded)
  else inUse = locale === first ? null : englishInUse

  useEffect(() => {
    if (inUse) onApplied?.(inUse.locale)
  }, [inUse, onApplied])

  if (!inUse) return null
  return (
    <IntlProvider
      locale={inUse.locale}
      defaultLocale={english}
      messages={inUse.messages}
      onError={onError}
    >
      {children}
    </IntlProvider>
  )
}
