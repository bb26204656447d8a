import { describe, expect, it } from 'vitest'
import type { Emoji } from '../../entities'
import { groupByFirstTag, searchEmoji } from './emoji-groups'
import { groupUnicode } from './unicode-emoji'

const custom = (name: string, tags: string[]): Emoji => ({
  displayText: name,
  replacement: `:${name}:`,
  imageUrl: `https://x/${name}.png`,
  tags,
})

describe('emoji groups', () => {
  it('groups custom emoji by their first tag', () => {
    const groups = groupByFirstTag([
      custom('blob', ['pack:blobs', 'x']),
      custom('cat', ['cats']),
      custom('blobcat', ['pack:blobs']),
      custom('loose', []),
    ])
    expect(groups.map((g) => [g.title, g.emoji.map((e) => e.displayText)])).toEqual([
      ['blobs', ['blob', 'blobcat']],
      ['cats', ['cat']],
      ['', ['loose']],
    ])
  })
  it('groups unicode data by group and leaves out components', () => {
    const groups = groupUnicode([
      { unicode: '😀', label: 'grinning face', group: 0, tags: ['smile'] },
      { unicode: '🏻', label: 'light skin tone', group: 2 },
      { unicode: '🐶', label: 'dog face', group: 3 },
      { unicode: '🇦', label: 'regional indicator A' },
    ])
    expect(groups.map((g) => g.key)).toEqual(['standard:0', 'standard:3'])
    expect(groups[0]?.emoji[0]).toEqual({
      displayText: 'grinning face',
      replacement: '😀',
      imageUrl: null,
      tags: ['smile'],
    })
  })
  it('searches names, and tags of unicode emoji, without duplicates', () => {
    const groups = [
      { key: 'a', title: '', emoji: [custom('blobcat', ['smile'])] },
      {
        key: 'b',
        title: '',
        emoji: [
          { displayText: 'grinning face', replacement: '😀', imageUrl: null, tags: ['smile'] },
        ],
      },
    ]
    expect(searchEmoji(groups, 'SMILE').map((e) => e.replacement)).toEqual(['😀'])
    expect(searchEmoji(groups, 'cat').map((e) => e.replacement)).toEqual([':blobcat:'])
    expect(searchEmoji([...groups, ...groups], 'a')).toHaveLength(2)
    expect(searchEmoji(groups, ' ')).toEqual([])
  })
})
