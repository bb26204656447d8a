// Test helper: render inside the app's IntlProvider, a memory router and a fresh Jotai store.
import { render, type RenderResult } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { I18nProvider } from '../../i18n/I18nProvider'

export type Store = ReturnType<typeof createStore>

export function renderUi(
  ui: ReactNode,
  store: Store = createStore(),
): RenderResult & { store: Store } {
  const result = render(
    <Provider store={store}>
      <I18nProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nProvider>
    </Provider>,
  )
  return { ...result, store }
}
