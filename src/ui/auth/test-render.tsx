// Test helper: a screen at a path, with a fresh store, the app's IntlProvider and a router that
// shows where the screen navigated to.
import { render, screen } from '@testing-library/react'
import { createStore, Provider, type Store } from 'jotai'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { assembleInstanceConfig, type InstanceConfig } from '../../entities'
import { instanceConfigAtom } from '../../state/instance'
import { I18nProvider } from '../../i18n/I18nProvider'

function Where() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

export function renderScreen(
  ui: ReactNode,
  options: { path?: string; route?: string; config?: Partial<InstanceConfig> } = {},
): { store: Store } {
  const store = createStore()
  store.set(instanceConfigAtom, {
    ...assembleInstanceConfig({ server: 'https://social.example' }),
    ...options.config,
  })
  render(
    <Provider store={store}>
      <I18nProvider>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route path={options.route ?? '*'} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  )
  return { store }
}

export const currentLocation = () => screen.getByTestId('location').textContent
