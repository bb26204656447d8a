// Node's ESM loader cannot load `import ... from 'punycode/'` (the trailing slash keeps bundlers
// off Node's deprecated core module, but Node itself refuses the directory import), and the
// benchmark runs the client's modules in Node, not through Vite. Point that one specifier at the
// package's ES module file.

import { registerHooks } from 'node:module'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

const require = createRequire(import.meta.url)
const punycodeDir = require.resolve('punycode/package.json').replace(/package\.json$/, '')
const punycodeUrl = pathToFileURL(`${punycodeDir}punycode.es6.js`).href

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'punycode/') return { url: punycodeUrl, shortCircuit: true }
    return nextResolve(specifier, context)
  },
})
