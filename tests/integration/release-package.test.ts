// `npm run package` without the build: a built folder packed into the release zip, at the
// zip's root, the same bytes every time, with its checksum in sha256sum's format.
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packageRelease } from '../../scripts/package'

describe('the release zip', () => {
  let root: string
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'akkoma-deck-package-'))
    await writeFile(
      path.join(root, 'package.json'),
      JSON.stringify({ name: 'akkoma-deck', version: '1.2.3' }),
    )
    const built = path.join(root, 'dist')
    await mkdir(path.join(built, 'assets'), { recursive: true })
    await writeFile(path.join(built, 'index.html'), '<!doctype html><title>deck</title>')
    await writeFile(path.join(built, 'sw-pleroma.js'), 'self.addEventListener("fetch", () => {})')
    await writeFile(path.join(built, 'assets', 'index-abc.js'), 'console.log(1)')
  })
  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  it('puts the build at the root, names it by version, and gives the same bytes twice', async () => {
    const first = await packageRelease({ root, build: false, releaseDir: 'one' })
    const second = await packageRelease({ root, build: false, releaseDir: 'two' })
    expect(path.basename(first.zip)).toBe('akkoma-deck-1.2.3.zip')
    expect(first.version).toBe('1.2.3')
    const bytes = await readFile(first.zip)
    expect(bytes.equals(await readFile(second.zip))).toBe(true)
    expect(first.sha256).toBe(createHash('sha256').update(bytes).digest('hex'))
    expect(await readFile(first.checksumFile, 'utf8')).toBe(
      `${first.sha256}  akkoma-deck-1.2.3.zip\n`,
    )
    const entries = unzipSync(new Uint8Array(bytes))
    expect(Object.keys(entries).filter((name) => !name.endsWith('/'))).toEqual([
      'assets/index-abc.js',
      'index.html',
      'sw-pleroma.js',
    ])
    expect(new TextDecoder().decode(entries['index.html'])).toContain('<title>deck</title>')
  })

  it('refuses a folder without a built client', async () => {
    await mkdir(path.join(root, 'nothing'))
    await expect(
      packageRelease({ root, build: false, outDir: 'nothing', releaseDir: 'three' }),
    ).rejects.toThrow(/No built client/)
  })
})
