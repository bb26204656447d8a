import { describe, expect, it } from 'vitest'
import type { Emoji } from '../../entities/emoji'
import {
  pushRecentEmoji,
  readRecentEmoji,
  recentEmojiLimit,
  recordRecentEmoji,
} from './recent-emoji'

const emoji = (name: string): Emoji => ({
  displayText: name,
  replacement: `:${name}:`,
  imageUrl: null,
  tags: [],
})

describe('recent emoji', () => {
  it('keeps the most recent first without duplicates', () => {
    const list = [emoji('a'), emoji('b')].reduce<Emoji[]>(pushRecentEmoji, [])
    expect(pushRecentEmoji(list, emoji('a')).map((e) => e.displayText)).toEqual(['a', 'b'])
    expect(list.map((e) => e.displayText)).toEqual(['b', 'a'])
  })
  it('keeps 42', () => {
    let list: Emoji[] = []
    for (let i = 0; i < 50; i++) list = pushRecentEmoji(list, emoji(`e${i}`))
    expect(list).toHaveLength(recentEmojiLimit)
    expect(list[0]?.displayText).toBe('e49')
  })
  it('rejects remote and text-less entries', () => {
    expect(pushRecentEmoji([], emoji('blob@remote.host'))).toEqual([])
    expect(pushRecentEmoji([], { ...emoji(''), replacement: '' })).toEqual([])
  })
  it('persists per account and drops bad stored entries', () => {
    recordRecentEmoji('a@x', emoji('cat'))
    expect(readRecentEmoji('a@x').map((e) => e.displayText)).toEqual(['cat'])
    expect(readRecentEmoji('b@x')).toEqual([])
    localStorage.setItem(
      'emoji:recent:c@x',
      JSON.stringify({ version: 1, data: [emoji('ok'), { displayText: 1 }, emoji('r@h')] }),
    )
    expect(readRecentEmoji('c@x').map((e) => e.displayText)).toEqual(['ok'])
  })
})
