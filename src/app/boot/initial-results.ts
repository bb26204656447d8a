// Akkoma embeds the answers of the first calls in the page it serves, as a JSON object of request
// path → base64 of the answer encoded as JSON (`<script id="initial-results"
// type="application/json">`: /api/v1/instance, /nodeinfo/2.0.json,
// /api/pleroma/frontend_configurations, and /instance/panel.html as a JSON string). Reading them
// saves round trips before the first paint; when the block is absent or broken, boot asks.

export type InitialResults = ReadonlyMap<string, string>

function decodeBase64(value: string): string {
  const bytes = Uint8Array.from(atob(value), (c) => c.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

export function readInitialResults(doc: Document = document): InitialResults {
  const results = new Map<string, string>()
  const block = doc.getElementById('initial-results')
  const text = block?.textContent
  if (!text) return results
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed !== 'object' || parsed === null) return results
    for (const [path, value] of Object.entries(parsed)) {
      if (typeof value === 'string') results.set(path, decodeBase64(value))
    }
  } catch (error) {
    console.warn('The embedded initial results are unreadable; asking the server instead', error)
  }
  return results
}

/** The embedded JSON answer of a path, or undefined when absent or not JSON. */
export function initialJson(results: InitialResults, ...paths: string[]): unknown {
  for (const path of paths) {
    const text = results.get(path)
    if (text === undefined) continue
    try {
      return JSON.parse(text) as unknown
    } catch {
      console.warn(`The embedded answer of ${path} is not JSON`)
    }
  }
  return undefined
}

/** The embedded text answer of a path (the panel's HTML, sent as a JSON string). */
export function initialText(results: InitialResults, path: string): string | undefined {
  const text = results.get(path)
  if (text === undefined) return undefined
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed === 'string') return parsed
  } catch {
    // Not JSON: the text itself.
  }
  return text
}
