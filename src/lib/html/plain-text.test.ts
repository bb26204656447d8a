import { describe, expect, it } from 'vitest'
import { hasBidiControls, neutralizeBidi } from './bidi'
import { buildEmojiMap, splitEmoji } from './emoji'
import { textToTree } from './plain-text'

const emojis = [
  { shortcode: 'a', url: 'https://e.example/a.png' },
  { shortcode: 'b', url: 'https://e.example/b.png' },
]

describe('splitEmoji', () => {
  it('finds adjacent shortcodes', () => {
    expect(splitEmoji(':a::b:', buildEmojiMap(emojis)).map((n) => n.type)).toEqual([
      'emoji',
      'emoji',
    ])
  })

  it('leaves unknown shortcodes and lone colons as text', () => {
    expect(splitEmoji('time 10:30 :zzz: ok', buildEmojiMap(emojis))).toEqual([
      { type: 'text', text: 'time 10:30 :zzz: ok' },
    ])
  })

  it('drops emoji whose shortcode or URL is unusable', () => {
    const map = buildEmojiMap([
      { shortcode: 'x y', url: 'https://e.example/x.png' },
      { shortcode: 'blob', url: 'blob:https://e.example/1' },
      { shortcode: 'rel', url: '/emoji/rel.png' },
    ])
    expect(map.size).toBe(0)
  })
})

describe('textToTree', () => {
  it('keeps line breaks only for multi-line fields', () => {
    expect(textToTree('one\ntwo', { multiline: true }).nodes.map((n) => n.type)).toEqual([
      'text',
      'br',
      'text',
    ])
    expect(textToTree('one\ntwo').nodes).toEqual([{ type: 'text', text: 'one two' }])
  })

  it('removes bidi controls when asked', () => {
    const name = '\u202Bevil\u202C \u2066x\u2069'
    expect(hasBidiControls(name)).toBe(true)
    expect(neutralizeBidi(name)).toBe('evil x')
    expect(textToTree(name, { neutralizeBidi: true }).nodes).toEqual([
      { type: 'text', text: 'evil x' },
    ])
  })

  it('substitutes emoji in names', () => {
    expect(textToTree('Alice :a:', { emojis }).nodes).toEqual([
      { type: 'text', text: 'Alice ' },
      { type: 'emoji', shortcode: 'a', url: 'https://e.example/a.png' },
    ])
  })
})
