import type { Store } from 'jotai'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'

/** Renders the app into the page, on the store boot already started with. */
export function start(store: Store): void {
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  createRoot(container).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  )
}
