// Misskey markdown's stylesheet (about 2 KB gzip) is not part of the landing code: few posts use
// it. Boot asks for it as soon as a first page brings such a post (it then arrives with the
// app's code), the browser when idle after the first status, and a card showing one at once.
import { whenIdleAfterFirstPaint } from '../../lib/first-paint'

let loading: Promise<unknown> | null = null

/** Starts loading the styles (once). */
export function loadMfmStyles(): Promise<unknown> {
  loading ??= import('./mfm-styles')
  return loading
}

/** For boot: a first page's raw statuses, whose posts may use Misskey markdown. */
export function loadMfmStylesFor(statuses: readonly unknown[]): void {
  if (statuses.some((status) => JSON.stringify(status).includes('mfm'))) void loadMfmStyles()
}

whenIdleAfterFirstPaint(() => void loadMfmStyles())
