// `npm run package`: the release an Akkoma admin installs. Builds the client, then writes
// release/akkoma-deck-<version>.zip with the built files at the zip's root (install it with
// `--build-dir .`, README "Install on Akkoma") and release/akkoma-deck-<version>.zip.sha256 in
// sha256sum's format. The zip is the same bytes for the same build: its entries are sorted and
// dated 1980-01-01, the zip format's first day.
//
//   npm run package [-- --out-dir DIR] [-- --release-dir DIR] [-- --no-build]
//
// --out-dir builds somewhere else than dist/ (tests do, so they never rebuild what others
// serve); --no-build packs what is already there.
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { zipSync, type Zippable } from 'fflate'
import { build } from 'vite'

export interface PackageOptions {
  /** The project (package.json, vite.config.ts). */
  root?: string
  /** Where the build goes (default dist/ under the project). */
  outDir?: string
  /** Where the zip and its checksum go (default release/ under the project). */
  releaseDir?: string
  /** Build first (default true). */
  build?: boolean
}

export interface Release {
  version: string
  zip: string
  checksumFile: string
  sha256: string
  /** The zip's file entries, sorted. */
  files: string[]
}

const ZIP_DATE = new Date(1980, 0, 1)
/** Formats that gain nothing from deflate. */
const STORED = /\.(png|jpe?g|gif|webp|woff2?)$/i

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).replaceAll('\\', '/'),
    )
    .sort()
}

/** The zip of a built folder: a directory entry before each folder's files, files at the root. */
async function zipFolder(dir: string, files: string[]): Promise<Uint8Array> {
  const entries: Zippable = {}
  for (const file of files) {
    const parts = file.split('/')
    for (let depth = 1; depth < parts.length; depth++) {
      const folder = `${parts.slice(0, depth).join('/')}/`
      entries[folder] ??= new Uint8Array(0)
    }
    const data = new Uint8Array(await readFile(path.join(dir, file)))
    entries[file] = STORED.test(file) ? [data, { level: 0 }] : data
  }
  return zipSync(entries, { level: 9, mtime: ZIP_DATE })
}

export async function packageRelease(options: PackageOptions = {}): Promise<Release> {
  const root = path.resolve(options.root ?? '.')
  const outDir = path.resolve(root, options.outDir ?? 'dist')
  const releaseDir = path.resolve(root, options.releaseDir ?? 'release')
  const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
    name: string
    version: string
  }
  if (options.build !== false) {
    await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    })
  }
  const files = await filesUnder(outDir)
  if (!files.includes('index.html')) throw new Error(`No built client in ${outDir}`)
  const zip = await zipFolder(outDir, files)
  const name = `${pkg.name}-${pkg.version}.zip`
  const sha256 = createHash('sha256').update(zip).digest('hex')
  await mkdir(releaseDir, { recursive: true })
  const zipPath = path.join(releaseDir, name)
  const checksumFile = `${zipPath}.sha256`
  await writeFile(zipPath, zip)
  await writeFile(checksumFile, `${sha256}  ${name}\n`)
  return { version: pkg.version, zip: zipPath, checksumFile, sha256, files }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'out-dir': { type: 'string' },
      'release-dir': { type: 'string' },
      'no-build': { type: 'boolean' },
    },
  })
  const release = await packageRelease({
    outDir: values['out-dir'],
    releaseDir: values['release-dir'],
    build: !values['no-build'],
  })
  const size = (await readFile(release.zip)).length
  console.log(
    `${path.relative(process.cwd(), release.zip)} (${(size / 1024 / 1024).toFixed(1)} MB, ${String(release.files.length)} files)`,
  )
  console.log(`sha256 ${release.sha256}`)
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await main()
