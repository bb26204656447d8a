import { createStore, Provider as StateProvider, useAtomValue, type Store } from 'jotai'
import { Suspense, useState, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { BrowserRouter } from 'react-router'
import { I18nProvider } from '../i18n/I18nProvider'
import { directionOf, interfaceLocaleAtom, rememberLocale } from '../settings/interface-locale'
import { LookSync } from '../ui/theme/LookSync'
import AppBody from './AppBody'
import { BootGate } from './BootGate'
import { GlobalNotices } from './GlobalNotices'
import './app.css'

// Everything on the way to the first status is imported here, statically: the build puts it all
// in the app's file, which the page asks for beside the entry, so it arrives in one round trip
// after the page (scripts/landing-chunks.ts). Screens off that path stay lazy (screens.ts, AppFrame, the column picker and dialogs) and load after the
// first status, on idle or on intent (README: "Staying off the critical path").

/** The document speaks the language in use: lang for the reader and fonts, dir for the layout. */
function applyLocale(locale: string): void {
  const root = document.documentElement
  root.lang = locale
  root.dir = directionOf(locale)
  rememberLocale(locale)
}

function Localised({ children }: { children: ReactNode }) {
  const locale = useAtomValue(interfaceLocaleAtom)
  return (
    <I18nProvider locale={locale} onApplied={applyLocale}>
      {children}
    </I18nProvider>
  )
}

// Declarative routing: the data router would add about 18 KB (gzip) to the code fetched before
// the first status (budget 160 KB).
export function App({ store: given }: { store?: Store }) {
  const [store] = useState(() => given ?? createStore())
  return (
    <StateProvider store={store}>
      <LookSync />
      <Localised>
        <BrowserRouter>
          <Suspense
            fallback={
              <div className="boot-frame" role="status">
                <FormattedMessage id="boot.loading" defaultMessage="Loading the instance…" />
              </div>
            }
          >
            <BootGate>
              <AppBody />
            </BootGate>
            <GlobalNotices />
          </Suspense>
        </BrowserRouter>
      </Localised>
    </StateProvider>
  )
}
