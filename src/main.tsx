import { createStore } from 'jotai'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { bootOnce } from './app/BootGate'
import './ui/theme/global.css'

// Boot starts before React renders anything: the instance's calls, the token checks and the
// landing route's first pages are on the wire while the first frame is built.
const store = createStore()
bootOnce(store)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
)
