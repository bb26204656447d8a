import { describe, expect, it } from 'vitest'
import { alice, call, useInstance } from './contract'

const h = useInstance()

interface Reaction {
  name: string
  count: number
  me: boolean
  url?: string
}
interface Listed {
  id: string
  content: string
  reactions: Reaction[]
}

const list = async () => (await call<Listed[]>(h, '/api/v1/announcements', { token: alice })).body

const welcome = async () => {
  const found = (await list()).find((a) => a.content.includes('Welcome'))
  if (!found) throw new Error('no seeded welcome announcement')
  return found
}

describe('announcement reactions', () => {
  it('are absent as in Akkoma by default: always an empty list, and no reaction calls (404)', async () => {
    const a = await welcome()
    expect(a.reactions).toEqual([])
    const put = await call(h, `/api/v1/announcements/${a.id}/reactions/%F0%9F%8E%89`, {
      token: alice,
      method: 'PUT',
    })
    expect(put.status).toBe(404)
  })

  it('work like Mastodon’s with the setting on: counts, me, custom emoji images, bad names refused', async () => {
    await call(h, '/__control/settings', { json: { announcementReactions: true } })
    try {
      const a = await welcome()
      expect(a.reactions).toEqual([{ name: '🎉', count: 1, me: false }])
      const path = `/api/v1/announcements/${a.id}/reactions`
      const put = await call(h, `${path}/${encodeURIComponent('🎉')}`, {
        token: alice,
        method: 'PUT',
      })
      expect(put.status).toBe(200)
      expect(put.body).toEqual({})
      await call(h, `${path}/blobcat`, { token: alice, method: 'PUT' })
      const after = await welcome()
      expect(after.reactions[0]).toEqual({ name: '🎉', count: 2, me: true })
      expect(after.reactions[1]).toMatchObject({ name: 'blobcat', count: 1, me: true })
      expect(after.reactions[1]?.url).toMatch(/\/emoji\/blobs\/blobcat\.png$/)
      const bad = await call(h, `${path}/nope`, { token: alice, method: 'PUT' })
      expect(bad.status).toBe(422)
      await call(h, `${path}/${encodeURIComponent('🎉')}`, { token: alice, method: 'DELETE' })
      expect((await welcome()).reactions[0]).toEqual({ name: '🎉', count: 1, me: false })
    } finally {
      await call(h, '/__control/settings', { json: { announcementReactions: false } })
    }
  })
})
