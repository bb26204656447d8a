import { useEffect, useState, type ReactNode } from 'react'
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl'
import { defaultLocale, loadMessages, type Messages } from './locales'

// One function for every render: react-intl makes its formatters anew whenever a prop changes.
const onError: NonNullable<IntlConfig['onError']> = (error) => {
  // A missing translation falls back to English; that is expected, not worth a warning.
  if (error.code !== ReactIntlErrorCode.MISSING_TRANSLATION) console.error(error)
}

interface Props {
  locale?: string
  children: ReactNode
}

export function I18nProvider({ locale = defaultLocale, children }: Props) {
  const [messages, setMessages] = useState<{ locale: string; messages: Messages }>({
    locale: defaultLocale,
    messages: {},
  })

  useEffect(() => {
    if (locale === defaultLocale) return
    let live = true
    void loadMessages(locale).then((loaded) => {
      if (live) setMessages({ locale, messages: loaded })
    })
    return () => {
      live = false
    }
  }, [locale])

  return (
    <IntlProvider
      locale={messages.locale}
      defaultLocale={defaultLocale}
      messages={messages.messages}
      onError={onError}
    >
      {children}
    </IntlProvider>
  )
}
