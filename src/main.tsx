import { createStore } from 'jotai'
import { bootOnce } from './app/boot/boot-once'
import './ui/theme/global.css'

// Boot starts before the app's code is even evaluated: the instance's calls, the token checks
// and the landing route's first pages go out as soon as this small file has run, while the
// browser is still receiving the app's file (index.html preloads it beside this one, and the
// build keeps each in one file: vite.config.ts, landingChunks).
const store = createStore()
bootOnce(store)

void import('./app/start').then(({ start }) => {
  start(store)
})
