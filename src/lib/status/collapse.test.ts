import { describe, expect, it } from 'vitest'
import {
  bodyCollapse,
  mentionsLine,
  startsHiddenInThread,
  tallnessScore,
  threadDepthLimit,
  visibleReactions,
} from './collapse'
import { status } from '../../entities/test-factories'
import type { Attention, EmojiReaction } from '../../entities'

function paragraphs(n: number) {
  const raw_html = Array.from({ length: n }, (_, i) => `<p>line ${i}</p>`).join('')
  return status('s', { raw_html, text: 'x'.repeat(n) })
}

describe('tall content', () => {
  it('scores lines plus paragraphs plus length / 80', () => {
    const s = status('s', { raw_html: '<p>a<br>b</p><p>c</p>', text: 'x'.repeat(160) })
    expect(tallnessScore(s)).toBe(4 + 2)
  })

  it('collapses above 20', () => {
    // 18 paragraphs split into 19 pieces: 19 + 18 / 80 stays under 20; 20 paragraphs do not.
    expect(bodyCollapse(paragraphs(18), true).collapsedAsTall).toBe(false)
    expect(bodyCollapse(paragraphs(20), true).collapsedAsTall).toBe(true)
  })

  it('collapses long plain text by length alone', () => {
    const s = status('s', { raw_html: '<p>long</p>', text: 'x'.repeat(80 * 20) })
    expect(bodyCollapse(s, false).collapsedAsTall).toBe(true)
  })

  it('does not collapse as tall behind a content warning with collapseMessageWithSubject', () => {
    const tall = { ...paragraphs(30), summary: 'spoilers' }
    expect(bodyCollapse(tall, true)).toMatchObject({ behindSubject: true, collapsedAsTall: false })
    expect(bodyCollapse(tall, false)).toMatchObject({ behindSubject: false, collapsedAsTall: true })
  })

  it('clamps a subject over 240 characters', () => {
    expect(bodyCollapse(status('s', { summary: 'x'.repeat(240) }), true).longSubject).toBe(false)
    expect(bodyCollapse(status('s', { summary: 'x'.repeat(241) }), true).longSubject).toBe(true)
  })
})

describe('list limits', () => {
  const reactions = Array.from({ length: 15 }, (_, i): EmojiReaction => ({
    name: `e${i}`,
    count: 1,
    me: false,
    url: null,
    account_ids: [],
  }))

  it('collapses reactions beyond 12 with +N', () => {
    expect(visibleReactions(reactions.slice(0, 12), false)).toMatchObject({ hidden: 0 })
    const collapsed = visibleReactions(reactions, false)
    expect(collapsed.shown).toHaveLength(12)
    expect(collapsed.hidden).toBe(3)
    expect(visibleReactions(reactions, true)).toMatchObject({ hidden: 0 })
  })

  const attentions = Array.from({ length: 7 }, (_, i): Attention => ({
    id: `u${i}`,
    screen_name: `u${i}`,
    username: `u${i}`,
    statusnet_profile_url: `https://a.example/u${i}`,
  }))

  it('shows the first 5 mentions, then "plus n more"', () => {
    const line = mentionsLine(attentions, null, false)
    expect(line.shown.map((m) => m.attention.id)).toEqual(['u0', 'u1', 'u2', 'u3', 'u4'])
    expect(line.hidden).toBe(2)
    expect(mentionsLine(attentions, null, true).shown).toHaveLength(7)
  })

  it('marks the viewer as "you"', () => {
    const line = mentionsLine(attentions, 'u1', false)
    expect(line.shown.filter((m) => m.isViewer).map((m) => m.attention.id)).toEqual(['u1'])
  })
})

describe('thread depth', () => {
  it('is the max depth minus 2, at least 1', () => {
    expect(threadDepthLimit(6)).toBe(4)
    expect(threadDepthLimit(3)).toBe(1)
    expect(threadDepthLimit(1)).toBe(1)
    expect(threadDepthLimit(Number.NaN)).toBe(1)
  })

  it('starts deeper statuses hidden', () => {
    expect(startsHiddenInThread(4, 6)).toBe(false)
    expect(startsHiddenInThread(5, 6)).toBe(true)
  })
})
