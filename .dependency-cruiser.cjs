// @ts-check
// The house's layers, checked by `npm run lint:layers` (part of `npm run check`); README.md
// ("Layers the check enforces") says the same in prose.
//
// Imports run one way, down LAYERS: a layer imports only the layers it lists. The table itself is
// checked for cycles when this file loads, so a cycle between layers cannot pass; the rule
// `no-cycle-between-layers` also names the loop when one forms.

/** Tests and test helpers: `*.test.ts(x)`, `test-*.ts(x)`, `*.test-helper.ts`, `*-test-utils.tsx`, tests/. */
const TESTS = [
  '^tests/',
  '[.]test[.][jt]sx?$',
  '[.]test-helper[.][jt]sx?$',
  '(^|/)test-[^/]+[.][jt]sx?$',
  '-test-utils[.][jt]sx?$',
]

// Message descriptors carry no React: the one file of src/i18n the floors below the screens use.
const DESCRIPTORS = 'src/i18n/define-messages.ts'

const FLOORS = [
  'src/routes',
  'src/api',
  'src/entities',
  'src/lib',
  'src/settings',
  'src/state',
  'src/accounts',
]

/** @type {Record<string, string[]>} folder (or file) → the folders and files it may import */
const LAYERS = {
  'src/i18n': [],
  // The route table: names and paths, pure, imported from every floor that builds a link.
  'src/routes': [],
  'src/api': [DESCRIPTORS],
  'src/entities': ['src/api', 'src/routes', DESCRIPTORS],
  'src/lib': ['src/entities', 'src/routes', DESCRIPTORS],
  'src/settings': ['src/lib', 'src/entities', DESCRIPTORS],
  'src/state': ['src/api', 'src/entities', 'src/lib', 'src/settings', DESCRIPTORS],
  'src/accounts': ['src/api', 'src/entities', 'src/lib', 'src/settings', 'src/state', DESCRIPTORS],
  // The screens. `screens-import-no-api` keeps them off src/api (FLOORS lists it for src/state).
  'src/ui': [...FLOORS, DESCRIPTORS],
  // A component kind's body renders src/ui's cards; src/ui names no column kind.
  columns: [...FLOORS, 'src/ui', DESCRIPTORS],
  'src/deck': [...FLOORS, 'src/ui', 'columns', DESCRIPTORS],
  // The top floor imports everything, and only main.tsx imports it.
  'src/app': [...FLOORS, 'src/ui', 'columns', 'src/deck', 'src/i18n'],
  'src/main.tsx': ['src/app'],
}

// Exceptions to the table, by file. Issue 13 emptied both lists; keep them empty: a file that
// breaks the rules is fixed, not listed.
/** @type {Record<string, string[]>} file → layers it still reaches against LAYERS */
const STILL_MOVING = {}
/** @type {Record<string, string[]>} folder → folders it still reaches in a cycle between layers */
const STILL_MOVING_CYCLES = {}
// End of the exceptions.

/** @param {string} path a folder (or a file: it has an extension) as a regular expression */
const under = (path) => {
  const quoted = path.replace(/[.]/g, '[.]')
  return /[.][a-z]+$/.test(path) ? `^${quoted}$` : `^${quoted}(/|$)`
}
/** @param {string} path */
const exactly = (path) => `^${path.replace(/[.]/g, '[.]')}$`

function assertLayersAreAcyclic() {
  /** @type {Map<string, 'open' | 'done'>} */
  const seen = new Map()
  /** @param {string} layer @param {string[]} path */
  const visit = (layer, path) => {
    if (seen.get(layer) === 'done') return
    if (seen.get(layer) === 'open') throw new Error(`LAYERS has a cycle: ${path.join(' → ')}`)
    seen.set(layer, 'open')
    for (const next of LAYERS[layer] ?? []) if (next in LAYERS) visit(next, [...path, next])
    seen.set(layer, 'done')
  }
  for (const layer of Object.keys(LAYERS)) visit(layer, [layer])
}
assertLayersAreAcyclic()

/** @param {string} folder */
const stillMovingIn = (folder) =>
  Object.keys(STILL_MOVING).filter((file) => new RegExp(under(folder)).test(file))

// One rule per layer. A file of STILL_MOVING gets its own rule that lets it reach the layers
// named for it there, and no more.
/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const layerRules = Object.entries(LAYERS).flatMap(([layer, allowed]) => {
  /** @param {import('dependency-cruiser').IFromRestriction} from @param {string[]} reach */
  const rule = (from, reach) => ({
    name: `layers-one-way (${layer})`,
    comment:
      `${layer} may import only ${allowed.length ? allowed.join(', ') : 'npm packages'}: ` +
      'imports run one way down the LAYERS table of .dependency-cruiser.cjs.',
    severity: /** @type {const} */ ('error'),
    from,
    to: { path: '^(src|columns)/', pathNot: [under(layer), ...reach.map(under)] },
  })
  const moving = stillMovingIn(layer)
  return [
    rule({ path: under(layer), pathNot: moving.map(exactly) }, allowed),
    ...moving.map((file) => rule({ path: exactly(file) }, [...allowed, ...STILL_MOVING[file]])),
  ]
})

// A cycle through folders of two layers (src/ui/auth → src/app → src/ui/auth). Cycles between
// folders of one layer (src/ui/status ↔ src/ui/media) are allowed.
const LAYER_OF_FOLDER = '^(src/[^/]+|columns)'
/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const cycleRules = [
  {
    name: 'no-cycle-between-layers',
    comment: 'This folder sits in a loop of imports that runs through another layer.',
    severity: 'error',
    scope: 'folder',
    from: { path: LAYER_OF_FOLDER, pathNot: Object.keys(STILL_MOVING_CYCLES).map(exactly) },
    to: { circular: true, pathNot: '^$1(/|$)' },
  },
  ...Object.entries(STILL_MOVING_CYCLES).map(([folder, reach]) => ({
    name: 'no-cycle-between-layers',
    comment: 'This folder sits in a loop of imports that runs through another layer.',
    severity: /** @type {const} */ ('error'),
    scope: /** @type {const} */ ('folder'),
    from: { path: exactly(folder).replace(/^\^(src\/[^/]+|columns)/, '^($1)') },
    to: { circular: true, pathNot: ['^$1(/|$)', ...reach.map(exactly)] },
  })),
]

const REACT_OR_STATE = 'node_modules/(react[^/]*|jotai|@[^/]+/react[^/]*|@dnd-kit/[^/]+)/'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'screens-import-no-api',
      comment:
        'src/ui, src/deck and columns/ get data from loaders and act through actions in ' +
        'src/state; they never call src/api nor hold a wire type. The error type and its texts ' +
        'come re-exported from src/state/errors.ts.',
      severity: 'error',
      from: {
        path: '^(src/ui|src/deck|columns)/',
        pathNot: Object.keys(STILL_MOVING)
          .filter((file) => STILL_MOVING[file]?.includes('src/api'))
          .map(exactly),
      },
      to: { path: '^src/api/' },
    },
    {
      name: 'api-imports-no-react',
      comment: 'src/api is plain TypeScript over ky: no React, no jotai.',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-no-pkg'], path: REACT_OR_STATE },
    },
    {
      name: 'entities-import-no-react',
      comment: 'src/entities holds plain shapes and pure normalisers: no React, no jotai.',
      severity: 'error',
      from: { path: '^src/entities/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-no-pkg'], path: REACT_OR_STATE },
    },
    {
      name: 'unknown-layer',
      comment:
        'Every folder of src/ is a layer of the LAYERS table in .dependency-cruiser.cjs: add a ' +
        'new one there, with what it may import.',
      severity: 'error',
      from: { path: '^src/', pathNot: Object.keys(LAYERS).map(under) },
      to: {},
    },
    ...layerRules,
    ...cycleRules,
  ],
  options: {
    // Type-only imports count: a screen that holds a wire type depends on src/api.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    // Tests and their helpers may reach across layers (a component test builds a fake client
    // from src/api): they are left out of the graph, so no rule applies to them.
    exclude: { path: ['[.]css$', ...TESTS] },
  },
}
