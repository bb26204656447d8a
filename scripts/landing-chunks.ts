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
  getModuleInfo: (id: string) => {
    importedIds: readonly string[]
    isEntry: boolean
    code: string | null
  } | null
  resolve: (source: string, importer: string) => Promise<{ id: string } | null>
}

// A barrel (an index.ts that only re-exports) names many modules, and a landing module that
// takes one name from it must not pull the others into the app's file: the build would put
// there whatever lazily loaded screen uses them, and their CSS with them. Through a barrel the
// closure follows only the names imported.
const reexports = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["'];?/g
const imports =
  /import\s*(?:([\w$]+)\s*,?\s*)?(\{[^}]*\}|\*\s*as\s*[\w$]+)?\s*from\s*["']([^"']+)["']/g
const comments = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g

/** Export name to the module it comes from, when `code` is only re-exports; else null. */
async function barrelOf(
  graph: ModuleGraph,
  id: string,
  code: string,
): Promise<Map<string, string> | null> {
  if (code.replace(comments, '').replace(reexports, '').trim() !== '') return null
  const names = new Map<string, string>()
  for (const [, list = '', source = ''] of code.matchAll(reexports)) {
    const target = (await graph.resolve(source, id))?.id
    if (!target) return null
    for (const part of list.split(',')) {
      const name = part
        .split(/\s+as\s+/)
        .pop()
        ?.trim()
      if (name) names.set(name, target)
    }
  }
  return names
}

/** The names a module imports from each source, or 'all' (a default or namespace import). */
function importsOf(code: string): Map<string, Set<string> | 'all'> {
  const found = new Map<string, Set<string> | 'all'>()
  for (const [, defaultName, braces, source = ''] of code.matchAll(imports)) {
    if (defaultName || braces?.startsWith('*')) {
      found.set(source, 'all')
      continue
    }
    const known = found.get(source)
    if (known === 'all') continue
    const names = known ?? new Set<string>()
    for (const part of (braces ?? '').replace(/[{}]/g, '').split(',')) {
      const name = part.split(/\s+as\s+/)[0]?.trim()
      if (name) names.add(name)
    }
    found.set(source, names)
  }
  return found
}

/** Every module `roots` import statically, the roots included; through a barrel, only the
 * modules behind the names imported. */
async function staticClosure(graph: ModuleGraph, roots: readonly string[]): Promise<Set<string>> {
  const barrels = new Map<string, Map<string, string> | null>()
  const barrel = async (id: string) => {
    if (!barrels.has(id)) {
      const code = graph.getModuleInfo(id)?.code
      barrels.set(id, code ? await barrelOf(graph, id, code) : null)
    }
    return barrels.get(id) ?? null
  }
  const seen = new Set(roots)
  const queue = [...roots]
  const add = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    queue.push(id)
  }
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = graph.getModuleInfo(id)
    if (!info) continue
    const viaBarrel = new Set<string>()
    if (info.code && !(await barrel(id))) {
      for (const [source, names] of importsOf(info.code)) {
        const target = (await graph.resolve(source, id))?.id
        const exported = target && names !== 'all' ? await barrel(target) : null
        if (!target || !exported || names === 'all') continue
        const behind = [...names].map((name) => exported.get(name))
        if (behind.some((module) => module === undefined)) continue
        viaBarrel.add(target)
        for (const module of behind) if (module) add(module)
      }
    }
    for (const next of info.importedIds) if (!viaBarrel.has(next)) add(next)
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
  groups: {
    name: string
    tags?: ['$initial']
    test?: (id: string) => boolean
    includeDependenciesRecursively?: boolean
  }[]
} {
  let app = new Set<string>()
  let base = '/'
  const plugin: Plugin = {
    name: 'landing-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    async buildEnd() {
      const graph = this as unknown as ModuleGraph
      const ids = [...graph.getModuleIds()]
      const roots = ids.filter((id) => APP_ROOT.test(id))
      // What the entry holds already is taken by the first group (`$initial`), before this one.
      app = await staticClosure(graph, roots)
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
      // Exactly the modules named: by default a group takes every module its modules import,
      // barrels' other names included.
      { name: APP_CHUNK, test: (id) => app.has(id), includeDependenciesRecursively: false },
    ],
  }
}
