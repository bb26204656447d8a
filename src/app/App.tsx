import { createStore, Provider as StateProvider, type Store } from 'jotai'
import { useState } from 'react'
import { BrowserRouter } from 'react-router'
import { I18nProvider } from '../i18n/I18nProvider'
import { AppFrame } from '../deck/AppFrame'
import { AccountBar } from './AccountBar'
import { AppRoutes } from './AppRoutes'
import { BootGate } from './BootGate'
import { GlobalNotices } from './GlobalNotices'
import './app.css'

// Declarative routing: the data router would add about 18 KB (gzip) to the first load, and the
// initial bundle budget is 110 KB; screens behind routes are loaded lazily.
export function App({ store: given }: { store?: Store }) {
  const [store] = useState(() => given ?? createStore())
  return (
    <StateProvider store={store}>
      <I18nProvider>
        <BrowserRouter>
          <BootGate>
            <AppFrame accounts={<AccountBar />}>
              <AppRoutes />
            </AppFrame>
          </BootGate>
          <GlobalNotices />
        </BrowserRouter>
      </I18nProvider>
    </StateProvider>
  )
}
