// The catalogues of the interface languages. English is built in (each message's
// defaultMessage); every other language is a catalogue in ./catalogues, its own chunk fetched on
// demand and compiled ahead by the build (scripts/precompile-messages.ts), so no message parser
// ships. A message a catalogue lacks falls back to English; scripts/check-catalogues.ts keeps
// such a catalogue from shipping. Which language is in use: src/settings/interface-locale.ts.
import type { MessageFormatElement } from 'react-intl'

export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>

const catalogues = import.meta.glob<Messages>('./catalogues/*.json', { import: 'default' })

const localeOfPath = (path: string) => path.replace(/^.*\/(.+)\.json$/, '$1')

const loaders = new Map(
  Object.entries(catalogues).map(([path, load]) => [localeOfPath(path), load]),
)
const loaded = new Map<string, Promise<Messages>>()

/** The catalogue of a language, fetched once; none (English) when it is missing or fails. */
export function loadMessages(locale: string): Promise<Messages> {
  let messages = loaded.get(locale)
  if (!messages) {
    const load = loaders.get(locale)
    messages = load
      ? load().catch((error: unknown) => {
          console.warn(`Could not load the "${locale}" messages; falling back to English`, error)
          loaded.delete(locale)
          return {}
        })
      : Promise.resolve({})
    loaded.set(locale, messages)
  }
  return messages
}
