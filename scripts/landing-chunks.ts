// The landing code in two files that the page asks for together (README: "Staying off the
// critical path"). The entry (src/main.tsx) is small: it starts boot, whose requests (the
// instance's calls, the token checks, the landing route's first pages) go out as soon as it has
// run. The app (src/app/start.tsx and everything it imports statically) is the second file,
// named in index.html beside the entry (modulepreload, with its CSS), so it downloads in the same
// wave while boot's requests are already on the wire. Each is one file: fifty small files queued
// on HTTP/1.1's six connections, and gzip packs one file tighter than fifty.
import type { Plugin, Rolldown } from 'vite'

/** The module the entry imports dynamically to render the app. */
const APP_ROOT = /[\\/]src[\\/]app[\\/]start\.tsx$/
const APP_CHUNK = 'app'

interface ModuleGraph {
  getModuleIds: () => IterableIterator<string>
  getModuleInfo: (id: string) => { importedIds: readonly string[]; isEntry: boolean } | null
}

/** Every module `roots` import statically, the roots included. */
function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set(roots)
  const queue = [...roots]
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (seen.has(next)) continue
      seen.add(next)
      queue.push(next)
    }
  }
  return seen
}

function appChunkOf(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk | undefined {
  return Object.values(bundle).find(
    (file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.name === APP_CHUNK,
  )
}

/**
 * The plugin, and the code-splitting groups it fills: `landing` for the entry's static imports,
 * `app` for the app's (less what the entry holds).
 */
export function landingChunks(): {
  plugin: Plugin
  groups: { name: string; tags?: ['$initial']; test?: (id: string) => boolean }[]
} {
  let app = new Set<string>()
  let base = '/'
  const plugin: Plugin = {
    name: 'landing-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    buildEnd() {
      const graph = this as unknown as ModuleGraph
      const ids = [...graph.getModuleIds()]
      const entries = ids.filter((id) => graph.getModuleInfo(id)?.isEntry)
      const roots = ids.filter((id) => APP_ROOT.test(id))
      const initial = staticClosure(graph, entries)
      app = new Set([...staticClosure(graph, roots)].filter((id) => !initial.has(id)))
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = context.bundle && appChunkOf(context.bundle)
        if (!chunk) return html
        const css = [...(chunk.viteMetadata?.importedCss ?? [])].map(
          (file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`,
        )
        const tags = [
          `<link rel="modulepreload" crossorigin href="${base}${chunk.fileName}">`,
          ...css,
        ]
        // Right after the entry's script: the app's rules come before the entry's global ones in
        // the cascade, as when they were one file (main.tsx imported the app before global.css).
        return html.replace(
          /(<script type="module"[^>]*><\/script>)/,
          `$1\n    ${tags.join('\n    ')}`,
        )
      },
    },
  }
  return {
    plugin,
    groups: [
      { name: 'landing', tags: ['$initial'] },
      { name: APP_CHUNK, test: (id) => app.has(id) },
    ],
  }
}
