import { describe, expect, it } from 'vitest'
import type { Attachment } from '../../entities'
import { status } from '../../entities/test-factories'
import { prefillFromStatus, quoteTarget, replyTarget } from './from-status'
import { postScopeOf } from './scopes'

const image: Attachment = {
  id: 'a1',
  mimetype: 'image/png',
  kind: 'image',
  url: 'https://x/a1.png',
  large_thumb_url: 'https://x/a1.png',
  thumb_url: 'https://x/a1-small.png',
  remote_url: null,
  description: 'a cat',
  blurhash: null,
  meta: null,
  oembed: null,
}

describe('composer targets from a status', () => {
  it('replies to the author and the mentioned, not the viewer, under the original scope', () => {
    const original = status('5', {
      visibility: 'unlisted',
      summary: 'cw',
      attentions: [
        { id: '1', screen_name: 'me', username: 'me', statusnet_profile_url: '' },
        { id: '2', screen_name: 'eve@x.y', username: 'eve', statusnet_profile_url: '' },
      ],
    })
    expect(replyTarget(original, 'bob', 'me')).toEqual({
      kind: 'reply',
      statusId: '5',
      scope: 'unlisted',
      mentions: ['bob', 'eve@x.y'],
      spoiler: 'cw',
    })
    expect(quoteTarget(original)).toEqual({ kind: 'quote', statusId: '5', scope: 'unlisted' })
  })
  it('treats a list-only status as narrow as private', () => {
    expect(postScopeOf('list')).toBe('private')
    expect(postScopeOf('local')).toBe('local')
  })
  it('prefills a redraft from the status and an edit from its source', () => {
    const original = status('6', {
      text: 'plain words',
      summary: 'cw',
      nsfw: true,
      visibility: 'private',
      language: 'en',
      attachments: [image],
    })
    expect(prefillFromStatus(original)).toMatchObject({
      status: 'plain words',
      spoilerText: 'cw',
      nsfw: true,
      visibility: 'private',
      language: 'en',
      files: [{ id: 'a1', previewUrl: 'https://x/a1-small.png', mimetype: 'image/png' }],
      mediaDescriptions: { a1: 'a cat' },
    })
    const source = {
      id: '6',
      text: '**words**',
      spoiler_text: 'cw!',
      content_type: 'text/markdown',
    }
    expect(prefillFromStatus(original, source)).toMatchObject({
      status: '**words**',
      spoilerText: 'cw!',
      contentType: 'text/markdown',
    })
  })
})
