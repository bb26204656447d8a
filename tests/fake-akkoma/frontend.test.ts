import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SERVER_META_PLACEHOLDER } from './client'
import { useInstance } from './contract'

// A front end folder as `pleroma_ctl frontend install` leaves it: index.html with Akkoma's
// placeholder, hashed assets, files at the root.
const folder = mkdtempSync(path.join(tmpdir(), 'fake-akkoma-frontend-'))
mkdirSync(path.join(folder, 'assets'))
writeFileSync(
  path.join(folder, 'index.html'),
  `<!doctype html><html><head><title>Front end</title>${SERVER_META_PLACEHOLDER}</head><body></body></html>`,
)
writeFileSync(path.join(folder, 'assets', 'app-1234.js'), 'console.log("app")\n')
writeFileSync(path.join(folder, 'manifest.webmanifest'), '{"name":"Front end"}\n')
afterAll(() => {
  rmSync(folder, { recursive: true, force: true })
})

const plain = useInstance({ clientDir: folder })
const secured = useInstance({ clientDir: folder, httpSecurity: true })

const get = (base: { url: string }, pathname: string) => fetch(`${base.url}${pathname}`)

/** The initial-results block of a page: request path → decoded JSON. */
function embedded(html: string): Record<string, unknown> {
  const block = /<script id="initial-results" type="application\/json">(.*?)<\/script>/.exec(html)
  if (!block?.[1]) throw new Error('no initial-results block')
  const raw = JSON.parse(block[1]) as Record<string, string>
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [
      key,
      JSON.parse(Buffer.from(value, 'base64').toString('utf8')),
    ]),
  )
}

describe('a front end served the way Akkoma serves it', () => {
  it('answers the root and any unknown page with index.html, its placeholder filled in', async () => {
    for (const pathname of ['/', '/deck', '/users/alice', '/notice/123/deeper']) {
      const res = await get(plain, pathname)
      expect(res.status, pathname).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      const html = await res.text()
      expect(html).not.toContain(SERVER_META_PLACEHOLDER)
      expect(html).toContain(
        '<title>Akkoma Deck Local</title><link rel="icon" href="/favicon.png">',
      )
      const results = embedded(html)
      expect(Object.keys(results).sort()).toEqual([
        '/api/pleroma/frontend_configurations',
        '/api/v1/instance',
        '/instance/panel.html',
        '/nodeinfo/2.0.json',
      ])
      expect((results['/api/v1/instance'] as { title: string }).title).toBe('Akkoma Deck Local')
    }
  })

  it('serves the files as they are, index.html by name included, with no-cache', async () => {
    const index = await get(plain, '/index.html')
    expect(await index.text()).toContain(SERVER_META_PLACEHOLDER)
    const asset = await get(plain, '/assets/app-1234.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, no-cache')
    expect(await asset.text()).toBe('console.log("app")\n')
    const manifest = await get(plain, '/manifest.webmanifest')
    expect(await manifest.json()).toEqual({ name: 'Front end' })
    expect((await get(plain, '/favicon.png')).headers.get('content-type')).toBe('image/png')
  })

  it('never answers an API path with the page', async () => {
    const res = await get(plain, '/api/v1/nothing-here')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: 'Not implemented' })
  })

  it('sends no security headers unless asked to', async () => {
    expect((await get(plain, '/')).headers.get('content-security-policy')).toBeNull()
  })
})

describe("Akkoma's HTTP security headers", () => {
  it('sends its Content-Security-Policy on pages, files and API answers, a new nonce each time', async () => {
    const origin = new URL(secured.url)
    const policies: string[] = []
    for (const pathname of ['/', '/deck', '/assets/app-1234.js', '/api/v1/instance']) {
      const res = await get(secured, pathname)
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('same-origin')
      expect(res.headers.get('x-xss-protection')).toBe('0')
      expect(res.headers.get('permissions-policy')).toBe('interest-cohort=()')
      policies.push(res.headers.get('content-security-policy') ?? '')
    }
    const nonces = policies.map((policy) => /'nonce-([^']+)'/.exec(policy)?.[1])
    expect(new Set(nonces).size).toBe(policies.length)
    expect(policies[0]?.replace(/'nonce-[^']+'/, "'nonce-N'")).toBe(
      [
        "style-src 'self' 'unsafe-inline'",
        "font-src 'self' data:",
        "script-src 'self' 'nonce-N'",
        `connect-src 'self' blob: ${origin.origin} ws://${origin.host}`,
        "media-src 'self' https:",
        "img-src 'self' data: blob: https:",
        "default-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "manifest-src 'self'",
      ].join(';') + ';',
    )
  })
})
