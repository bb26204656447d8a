import { describe, expect, it } from 'vitest'
import { fetchMisskeyNote } from './misskey'
import { ok, recordingClient } from './test-fetch'

describe('fetchMisskeyNote', () => {
  it('asks the remote host for the note as JSON and never sends a token', async () => {
    const note = { id: 'n1', reactionEmojis: { 'blob@.': 'https://m.example/blob.png' } }
    const { client, requests } = recordingClient({ 'POST /api/notes/show': ok(note) })
    expect(await fetchMisskeyNote(client, 'n1')).toEqual(note)
    expect(requests[0]?.body).toEqual({ noteId: 'n1' })
    expect(requests[0]?.headers.get('authorization')).toBeNull()
  })
})
