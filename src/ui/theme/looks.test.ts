import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contrastLevel, contrastRatio, parseHexColour } from './contrast'
import { resolveLook, resolvedLooks } from '../../settings/look'
import { graphicPairs, textPairs } from './looks'

/** The colour slots of each look block of tokens.css, as the browser reads them. */
function lookSlots(): Map<string, Map<string, string>> {
  const css = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8')
  const looks = new Map<string, Map<string, string>>()
  for (const block of css.split('/* look: ').slice(1)) {
    const name = block.slice(0, block.indexOf(' '))
    const body = block.slice(block.indexOf('{') + 1, block.indexOf('}'))
    const slots = new Map<string, string>()
    for (const match of body.matchAll(/--([A-Za-z-]+):\s*([^;]+);/g)) {
      slots.set(match[1] ?? '', (match[2] ?? '').trim())
    }
    looks.set(name, slots)
  }
  return looks
}

const looks = lookSlots()

function ratio(look: string, front: string, back: string): number {
  const slots = looks.get(look)
  const a = parseHexColour(slots?.get(front) ?? '')
  const b = parseHexColour(slots?.get(back) ?? '')
  if (!a || !b) throw new Error(`${look}: --${front} or --${back} is not a #hex colour`)
  return contrastRatio(a, b)
}

describe('contrast', () => {
  it('follows the WCAG formula', () => {
    const black = parseHexColour('#000')
    const white = parseHexColour('#FFFFFF')
    if (!black || !white) throw new Error('unparsed')
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5)
    expect(contrastRatio(white, white)).toBe(1)
    // #767676 is the lightest grey that reaches 4.5:1 on white.
    const grey = parseHexColour('#767676')
    if (!grey) throw new Error('unparsed')
    expect(contrastRatio(grey, white)).toBeGreaterThanOrEqual(4.5)
    expect(contrastLevel(contrastRatio(grey, white))).toBe('AA')
    expect(parseHexColour('red')).toBeUndefined()
  })
})

describe('built-in looks', () => {
  it('has a block for every look', () => {
    expect([...looks.keys()].sort()).toEqual([...resolvedLooks].sort())
  })

  it.each(resolvedLooks)('%s: every text pair meets WCAG AA (4.5:1)', (look) => {
    const failing = textPairs
      .map(([front, back]) => ({ pair: `${front} on ${back}`, ratio: ratio(look, front, back) }))
      .filter((entry) => entry.ratio < 4.5)
    expect(failing).toEqual([])
  })

  it.each(resolvedLooks)('%s: icons, focus rings and accents reach 3:1', (look) => {
    const failing = graphicPairs
      .map(([front, back]) => ({ pair: `${front} on ${back}`, ratio: ratio(look, front, back) }))
      .filter((entry) => entry.ratio < 3)
    expect(failing).toEqual([])
  })

  it.each(['light-hc', 'dark-hc'])('%s: body text reaches AAA', (look) => {
    expect(ratio(look, 'text', 'bg')).toBeGreaterThanOrEqual(7)
    expect(ratio(look, 'faint', 'bg')).toBeGreaterThanOrEqual(7)
  })

  it('follows the system: dark or light, high contrast when asked', () => {
    expect(resolveLook('system', { dark: true, moreContrast: false })).toBe('dark')
    expect(resolveLook('system', { dark: false, moreContrast: false })).toBe('light')
    expect(resolveLook('system', { dark: true, moreContrast: true })).toBe('dark-hc')
    expect(resolveLook('light', { dark: true, moreContrast: true })).toBe('light')
  })
})
