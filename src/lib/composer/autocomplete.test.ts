import { describe, expect, it } from 'vitest'
import type { Emoji } from '../../entities/emoji'
import { applySuggestion, completionAt, insertAtCaret, matchEmoji } from './autocomplete'

const emoji = (name: string): Emoji => ({
  displayText: name,
  replacement: `:${name}:`,
  imageUrl: `https://x/${name}.png`,
  tags: ['pack'],
})

describe('completion word', () => {
  it('completes after :, @ and #', () => {
    expect(completionAt('hi :bl', 6)).toEqual({ kind: 'emoji', query: 'bl', start: 3, end: 6 })
    expect(completionAt('@ali', 4)).toMatchObject({ kind: 'mention', query: 'ali', start: 0 })
    expect(completionAt('x #ta', 5)).toMatchObject({ kind: 'hashtag', query: 'ta' })
  })
  it('uses the word at the caret, not the end of the text', () => {
    expect(completionAt('@ali and more', 4)).toMatchObject({ query: 'ali' })
    expect(completionAt('@ali and more', 13)).toBeNull()
  })
  it('never completes a word starting with $ or a bare trigger', () => {
    expect(completionAt('$:blob', 6)).toBeNull()
    expect(completionAt('$[x2 @a', 5)).toBeNull()
    expect(completionAt('hi :', 4)).toBeNull()
    expect(completionAt(':done:', 6)).toBeNull()
  })
})

describe('emoji matching', () => {
  it('puts prefix matches first and offers at most 5', () => {
    const list = ['xblob', 'blobcat', 'blob', 'b1', 'blobfox', 'blobowl', 'bloblet', 'blobby'].map(
      emoji,
    )
    const names = matchEmoji(list, 'blob').map((e) => e.displayText)
    expect(names).toHaveLength(5)
    expect(names[0]).toBe('blob')
    expect(names).not.toContain('xblob')
    expect(matchEmoji(list, 'BLOBC').map((e) => e.displayText)).toEqual(['blobcat'])
  })
  it('matches unicode names typed with underscores', () => {
    const grin: Emoji = {
      displayText: 'grinning face',
      replacement: '😀',
      imageUrl: null,
      tags: [],
    }
    expect(matchEmoji([grin], 'grinning_fa')).toEqual([grin])
    expect(matchEmoji([grin], 'ning f')).toEqual([grin])
  })
})

describe('applying a suggestion', () => {
  it('replaces the word and adds a space', () => {
    expect(applySuggestion('hi :bl there', { start: 3, end: 6 }, ':blob:')).toEqual({
      text: 'hi :blob: there',
      caret: 10,
    })
    expect(applySuggestion('@al', { start: 0, end: 3 }, '@alice@x.y')).toEqual({
      text: '@alice@x.y ',
      caret: 11,
    })
  })
  it('pads a picked emoji with spaces when padEmoji is on', () => {
    expect(insertAtCaret('ab', 1, ':x:', true)).toEqual({ text: 'a :x: b', caret: 6 })
    expect(insertAtCaret('ab', 1, ':x:', false)).toEqual({ text: 'a:x:b', caret: 4 })
  })
})
