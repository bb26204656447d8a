import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from './client'
import { askEarly } from './early'

function countingClient() {
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input)
    return Promise.resolve(
      new Response(JSON.stringify([{ id: String(fetch.mock.calls.length), url }]), {
        headers: { 'Content-Type': 'application/json' },
      }),
    )
  })
  return { client: createApiClient({ baseUrl: 'https://example.test', fetch }), fetch }
}

describe('early answers', () => {
  it('hand the answer asked for at boot to the next identical GET, once', async () => {
    const { client, fetch } = countingClient()
    askEarly(Promise.resolve(true), () => {
      void client.page('/api/v1/timelines/home', { query: { limit: 20 } })
    })
    const first = await client.page('/api/v1/timelines/home', { query: { limit: 20 } })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(first.items).toEqual([
      { id: '1', url: 'https://example.test/api/v1/timelines/home?limit=20' },
    ])
    await client.page('/api/v1/timelines/home', { query: { limit: 20 } })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('are not handed to another query, nor read as another shape', async () => {
    const { client, fetch } = countingClient()
    askEarly(Promise.resolve(true), () => {
      void client.page('/api/v1/timelines/public', { query: { local: true } })
    })
    await client.page('/api/v1/timelines/public', { query: { local: false } })
    await client.json('GET', '/api/v1/timelines/public', { query: { local: true } })
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it('are dropped, and asked again, when their gate says no (a refused session)', async () => {
    const { client, fetch } = countingClient()
    askEarly(Promise.resolve(false), () => {
      void client.page('/api/v1/timelines/home')
    })
    const page = await client.page('/api/v1/timelines/home')
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(page.items[0]).toMatchObject({ id: '2' })
  })

  it('wait for their gate before handing anything over', async () => {
    const { client } = countingClient()
    let open: (ok: boolean) => void = () => undefined
    askEarly(new Promise<boolean>((resolve) => (open = resolve)), () => {
      void client.page('/api/v1/timelines/home')
    })
    let handed = false
    const taken = client.page('/api/v1/timelines/home').then(() => (handed = true))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(handed).toBe(false)
    open(true)
    await taken
    expect(handed).toBe(true)
  })

  it('leave every other call alone', async () => {
    const { client, fetch } = countingClient()
    askEarly(Promise.resolve(true), () => {
      void client.json('POST', '/api/v1/statuses', { json: { status: 'hi' } })
    })
    await client.json('POST', '/api/v1/statuses', { json: { status: 'hi' } })
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
