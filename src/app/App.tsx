import { createStore, Provider as StateProvider, type Store } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { BrowserRouter } from 'react-router'
import { I18nProvider } from '../i18n/I18nProvider'
import { LookSync } from '../ui/theme/LookSync'
import { BootGate } from './BootGate'
import './app.css'

// The first frame is the boot frame; the navigation, the routes and the notices load while the
// instance does, which keeps the initial bundle within its 110 KB budget.
const appBody = import('./AppBody')
const AppBody = lazy(() => appBody)
const GlobalNotices = lazy(() =>
  import('./GlobalNotices').then((module) => ({ default: module.GlobalNotices })),
)

// Declarative routing: the data router would add about 18 KB (gzip) to the first load, and the
// initial bundle budget is 110 KB; screens behind routes are loaded lazily.
export function App({ store: given }: { store?: Store }) {
  const [store] = useState(() => given ?? createStore())
  return (
    <StateProvider store={store}>
      <LookSync />
      <I18nProvider>
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
      </I18nProvider>
    </StateProvider>
  )
}
