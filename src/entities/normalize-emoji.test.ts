import { describe, expect, it } from 'vitest'
import type { ApiEmoji } from '../api/wire/index.ts'
import {
  normalizeCustomEmojiList,
  normalizeCustomEmojis,
  normalizeMisskeyEmojis,
  normalizePleromaEmojiMap,
} from './normalize-emoji.ts'
import { fixtures } from './test-fixtures.ts'

describe('emoji normalisers', () => {
  it('prefixes the path-relative image urls of /api/v1/pleroma/emoji with the server', () => {
    const emojis = normalizePleromaEmojiMap(fixtures.pleromaEmoji, 'https://akkoma.example/')
    expect(emojis).toContainEqual({
      displayText: 'blobcat',
      replacement: ':blobcat:',
      imageUrl: 'https://akkoma.example/emoji/blobs/blobcat.png',
      tags: ['pack:blobs'],
    })
  })

  it('keeps absolute urls and puts the category first in the Mastodon list', () => {
    const list = [
      fixtures.openapiRaw.emoji as unknown as ApiEmoji,
      { shortcode: 'a', url: 'https://x/a.png', category: 'blobs', tags: ['pack:blobs', 'blobs'] },
    ]
    const emojis = normalizeCustomEmojiList(list)
    expect(emojis[0]?.displayText).toBe('fatyoshi')
    expect(emojis[1]?.tags).toEqual(['blobs', 'pack:blobs'])
  })

  it('reads the Misskey-style emoji list', () => {
    expect(
      normalizeMisskeyEmojis({
        emojis: [{ name: 'neko', url: 'https://m/n.png', category: 'cats' }],
      }),
    ).toEqual([
      { displayText: 'neko', replacement: ':neko:', imageUrl: 'https://m/n.png', tags: ['cats'] },
    ])
  })

  it('drops embedded emojis without a shortcode or url and defaults static_url', () => {
    const list = [
      { shortcode: 'ok', url: 'https://x/ok.png' },
      { shortcode: '', url: 'https://x/none.png' },
      { shortcode: 'nourl' },
    ] as ApiEmoji[]
    expect(normalizeCustomEmojis(list)).toEqual([
      { shortcode: 'ok', url: 'https://x/ok.png', static_url: 'https://x/ok.png' },
    ])
  })
})
