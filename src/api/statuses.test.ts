import { describe, expect, it } from 'vitest'
import { editStatus, favouriteStatus, reactToStatus, unreactToStatus } from './statuses'
import { ok, recordingClient } from './test-fetch'

const status = { id: '1' }

describe('status actions', () => {
  it('post to the action path', async () => {
    const { client, requests } = recordingClient({
      'POST /api/v1/statuses/1/favourite': ok(status),
    })
    expect(await favouriteStatus(client, '1')).toEqual(status)
    expect(requests[0]?.path).toBe('/api/v1/statuses/1/favourite')
  })

  it("react through the spec's path where the server has it", async () => {
    const { client, requests } = recordingClient({
      'POST /api/v1/statuses/1/react/%E2%98%95': ok(status),
      'POST /api/v1/statuses/1/unreact/%E2%98%95': ok(status),
    })
    await reactToStatus(client, '1', '☕')
    await unreactToStatus(client, '1', '☕')
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/v1/statuses/1/react/%E2%98%95',
      'POST /api/v1/statuses/1/unreact/%E2%98%95',
    ])
  })

  it("fall back to Pleroma's reactions resource once, and remember", async () => {
    const { client, requests } = recordingClient({
      'PUT /api/v1/pleroma/statuses/1/reactions/blobcat': ok(status),
      'DELETE /api/v1/pleroma/statuses/1/reactions/blobcat': ok(status),
    })
    await reactToStatus(client, '1', 'blobcat')
    await unreactToStatus(client, '1', 'blobcat')
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/v1/statuses/1/react/blobcat',
      'PUT /api/v1/pleroma/statuses/1/reactions/blobcat',
      'DELETE /api/v1/pleroma/statuses/1/reactions/blobcat',
    ])
  })

  it('edit as a form with Rails-style arrays', async () => {
    const { client, requests } = recordingClient({ 'PUT /api/v1/statuses/1': ok(status) })
    await editStatus(client, '1', {
      status: 'new text',
      spoilerText: 'cw',
      contentType: 'text/markdown',
      media: ['3', '4'],
      poll: { options: ['a', 'b'], expiresIn: 600 },
    })
    expect(requests[0]?.body).toEqual([
      ['status', 'new text'],
      ['spoiler_text', 'cw'],
      ['content_type', 'text/markdown'],
      ['media_ids[]', '3'],
      ['media_ids[]', '4'],
      ['poll[options][]', 'a'],
      ['poll[options][]', 'b'],
      ['poll[expires_in]', '600'],
    ])
  })
})
