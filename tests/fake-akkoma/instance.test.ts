import { describe, expect, it } from 'vitest'
import frontendSample from '../fixtures/fake-akkoma/frontend_configurations.json'
import instanceSample from '../fixtures/fake-akkoma/instance-v1.json'
import nodeinfoSample from '../fixtures/fake-akkoma/nodeinfo-2.0.json'
import emojiSample from '../fixtures/fake-akkoma/pleroma-emoji.json'
import { call, expectShape, useInstance, type JsonObject } from './contract'

const h = useInstance()

describe('instance documents', () => {
  it('serves /api/v1/instance in the Akkoma v1 shape with the pleroma block', async () => {
    const res = await call<JsonObject>(h, '/api/v1/instance')
    expect(res.status).toBe(200)
    expectShape(res.body, instanceSample)
    expect(res.body.version).toContain('Akkoma')
    expect(res.body).not.toHaveProperty('configuration')
    const pleroma = res.body.pleroma as JsonObject
    expect(pleroma).toHaveProperty('vapid_public_key')
    expect((res.body.urls as JsonObject).streaming_api).toBe(h.url.replace('http', 'ws'))
  })

  it('counts real local users and posts', async () => {
    const stats = (
      await call<{ stats: { user_count: number; status_count: number } }>(h, '/api/v1/instance')
    ).body.stats
    const before = stats.status_count
    await call(h, '/api/v1/statuses', { token: 'seed-token-bob', form: { status: 'counted' } })
    const after = (await call<{ stats: { status_count: number } }>(h, '/api/v1/instance')).body
      .stats
    expect(after.status_count).toBe(before + 1)
    expect(stats.user_count).toBeGreaterThan(5)
  })

  it('serves nodeinfo 2.0 at both paths with its profile content type, and the well-known index', async () => {
    for (const path of ['/nodeinfo/2.0', '/nodeinfo/2.0.json']) {
      const res = await call<JsonObject>(h, path)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('schema/2.0#')
      expectShape(res.body, nodeinfoSample)
      expect((res.body.software as JsonObject).name).toBe('akkoma')
    }
    const index = await call<{ links: { href: string }[] }>(h, '/.well-known/nodeinfo')
    expect(index.body.links.map((l) => l.href)).toContain(`${h.url}/nodeinfo/2.0.json`)
  })

  it("names the admin's default theme in both front-end configurations, or none", async () => {
    const themes = async () => [
      (await call<{ pleroma_fe: JsonObject }>(h, '/api/pleroma/frontend_configurations')).body
        .pleroma_fe.theme,
      (await call<JsonObject>(h, '/static/config.json')).body.theme,
    ]
    const control = (body: object) =>
      fetch(`${h.url}/__control/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    // Akkoma's stock configuration.
    expect(await themes()).toEqual(['pleroma-dark', 'pleroma-dark'])
    await control({ defaultTheme: 'redmond-xx' })
    expect(await themes()).toEqual(['redmond-xx', 'redmond-xx'])
    await control({ defaultTheme: null })
    expect(await themes()).toEqual([undefined, undefined])
    await control({ defaultTheme: 'pleroma-dark' })
  })

  it('serves the frontend configuration, custom emoji lists and static documents', async () => {
    expectShape((await call(h, '/api/pleroma/frontend_configurations')).body, frontendSample)
    const emoji = await call<Record<string, { image_url: string; tags: string[] }>>(
      h,
      '/api/v1/pleroma/emoji',
    )
    expectShape(emoji.body.blobcat, emojiSample.blobcat)
    expect(emoji.body.blobcat?.image_url.startsWith('/emoji/')).toBe(true)
    const image = await fetch(`${h.url}${emoji.body.blobcat?.image_url ?? ''}`)
    expect(image.headers.get('content-type')).toBe('image/png')
    const custom = await call<JsonObject[]>(h, '/api/v1/custom_emojis')
    expect(custom.body[0]?.visible_in_picker).toBe(true)
    expect(typeof custom.body[0]?.category).toBe('string')
    for (const path of [
      '/static/config.json',
      '/static/stickers.json',
      '/static/emoji.json',
      '/static/styles.json',
    ])
      expect((await call(h, path)).status, path).toBe(200)
    for (const path of ['/static/terms-of-service.html', '/instance/panel.html']) {
      const res = await call(h, path)
      expect(res.headers.get('content-type')).toContain('text/html')
    }
  })

  it("lists its themes in styles.json in Akkoma's formats: file paths and old inline arrays", async () => {
    const styles = await call<Record<string, string | string[]>>(h, '/static/styles.json')
    expect(styles.status).toBe(200)
    const entries = Object.entries(styles.body)
    expect(entries.length).toBeGreaterThanOrEqual(3)
    let files = 0
    for (const [name, entry] of entries) {
      if (Array.isArray(entry)) {
        // [name, bg, fg, text, link, cRed, cGreen, cBlue, cOrange]
        expect(entry, name).toHaveLength(9)
        for (const colour of entry.slice(1)) expect(colour).toMatch(/^#[0-9a-f]{6}$/i)
        continue
      }
      expect(entry).toMatch(/^\/static\/themes\/[\w-]+\.json$/)
      const file = await call<JsonObject>(h, entry)
      expect(file.status, entry).toBe(200)
      expect(file.body._pleroma_theme_version).toBe(2)
      const theme = file.body.theme as JsonObject
      expect(typeof (theme.colors as JsonObject).bg).toBe('string')
      files += 1
    }
    expect(files).toBeGreaterThanOrEqual(2)
    // One made by an editor carries its source: slot references, shadows as layers, fonts.
    const editor = await call<JsonObject>(h, '/static/themes/redmond-xx.json')
    const source = editor.body.source as JsonObject
    expect(source.themeEngineVersion).toBe(3)
    expect((source.colors as JsonObject).accent).toBe('--link')
    expect(Array.isArray((source.shadows as JsonObject).button)).toBe(true)
    expect(((source.fonts as JsonObject).interface as JsonObject).family).toBeTypeOf('string')
    expect((await call(h, '/static/themes/nothing.json')).status).toBe(404)
  })

  it('serves the Misskey-style meta and emoji calls of the spec', async () => {
    const meta = await call<JsonObject>(h, '/api/meta', { json: {} })
    expect(meta.status).toBe(200)
    expect(typeof meta.body.iconUrl).toBe('string')
    expect(typeof meta.body.backgroundImageUrl).toBe('string')
    expect(Array.isArray(meta.body.ads)).toBe(true)
    const emojis = await call<{ emojis: { name: string; url: string }[] }>(h, '/api/emojis')
    expect(emojis.body.emojis.map((e) => e.name)).toContain('blobcat')
  })

  it('answers unknown API paths like Akkoma and accepts trailing slashes', async () => {
    const unknown = await call(h, '/api/v1/nothing/here')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ error: 'Not implemented' })
    expect((await call(h, '/api/v1/instance/')).status).toBe(200)
    const rel = await call(h, '/api/v1/accounts/relationships/?id=nobody', {
      token: 'seed-token-alice',
    })
    expect(rel.status).toBe(200)
    expect(rel.body).toEqual([])
  })
})

describe('cross-origin calls', () => {
  it('answers preflights and exposes Link like Akkoma’s CORS plug', async () => {
    const pre = await fetch(`${h.url}/api/v1/timelines/home`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    })
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const res = await fetch(`${h.url}/api/v1/timelines/public`, {
      headers: { origin: 'http://localhost:5173' },
    })
    expect(res.headers.get('access-control-expose-headers')).toContain('Link')
  })
})

describe('instance settings switched at start', () => {
  const closed = useInstance({
    settings: {
      privateMode: true,
      registrations: 'closed',
      translation: false,
      bubbleInstances: [],
      misskeyCompat: false,
    },
  })

  it('reflects them in the documents and the calls', async () => {
    const instance = await call<JsonObject>(closed, '/api/v1/instance')
    expect(instance.body.registrations).toBe(false)
    const features = (instance.body.pleroma as { metadata: { features: string[] } }).metadata
      .features
    expect(features).not.toContain('akkoma:machine_translation')
    expect(features).not.toContain('bubble_timeline')
    const nodeinfo = await call<{ metadata: JsonObject; openRegistrations: boolean }>(
      closed,
      '/nodeinfo/2.0.json',
    )
    expect(nodeinfo.body.metadata.private).toBe(true)
    expect(nodeinfo.body.openRegistrations).toBe(false)
    const timeline = await call(closed, '/api/v1/timelines/public')
    expect(timeline.status).toBe(401)
    expect(timeline.body).toEqual({ error: 'authorization required for timeline view' })
    expect((await call(closed, '/api/meta', { json: {} })).status).toBe(404)
    const translate = await call(closed, '/api/v1/akkoma/translation/languages', {
      token: 'seed-token-alice',
    })
    expect(translate.status).toBe(400)
  })
})
