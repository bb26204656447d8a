// Remote posts as Akkoma renders them: a Misskey note keeps its typed source.
import { describe, expect, it } from 'vitest'
import { call, useInstance } from './contract'

const h = useInstance()

describe('remote sources', () => {
  it('keeps a Misskey note’s typed MFM source and a plain string for other remote posts', async () => {
    type Source = string | { content: string; mediaType: string }
    type Remote = { account: { acct: string }; akkoma: { source: Source } }
    const { body } = await call<Remote[]>(h, '/api/v1/timelines/public?limit=40')
    const eve = body.filter((status) => status.account.acct === 'eve@misskey.example')
    const mfm = eve.filter((status) => typeof status.akkoma.source !== 'string')
    expect(mfm.length).toBeGreaterThan(0)
    for (const status of mfm)
      expect(status.akkoma.source).toMatchObject({ mediaType: 'text/x.misskeymarkdown' })
    expect(eve.some((status) => typeof status.akkoma.source === 'string')).toBe(true)
  })
})
