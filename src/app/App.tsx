import { Provider as StateProvider } from 'jotai'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { I18nProvider } from '../i18n/I18nProvider'
import { Shell } from './Shell'

const router = createBrowserRouter([{ path: '*', element: <Shell /> }])

export function App() {
  return (
    <StateProvider>
      <I18nProvider>
        <RouterProvider router={router} />
      </I18nProvider>
    </StateProvider>
  )
}
