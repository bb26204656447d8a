import { Provider as StateProvider } from 'jotai'
import { BrowserRouter, Route, Routes } from 'react-router'
import { I18nProvider } from '../i18n/I18nProvider'
import { Shell } from './Shell'

// Declarative routing: the data router would add about 18 KB (gzip) to the first load, and the
// initial bundle budget is 110 KB; screens behind routes are loaded lazily.
export function App() {
  return (
    <StateProvider>
      <I18nProvider>
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<Shell />} />
          </Routes>
        </BrowserRouter>
      </I18nProvider>
    </StateProvider>
  )
}
