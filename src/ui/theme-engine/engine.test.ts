import { describe, expect, it } from 'vitest'
import { textPairs } from '../theme/looks'
import { readTheme, shadowToLayers, themeFile } from './akkoma-format'
import { AA, contrast, levelOf, nearestReadable, parseColour } from './colour'
import { emptySource, resolveTheme, themeVars } from './resolve'
import { colourSlots, slotTable } from './slots'

describe('colour maths', () => {
  it('parses CSS colours to #rrggbb and refuses the rest', () => {
    expect(parseColour('red')).toBe('#ff0000')
    expect(parseColour('#ABC')).toBe('#aabbcc')
    expect(parseColour('rgb(1 2 3)')).toBe('#010203')
    expect(parseColour('url(javascript:x)')).toBeUndefined()
    expect(parseColour('')).toBeUndefined()
  })

  it('gives WCAG levels: AAA from 7, AA from 4.5, below AA under it', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(levelOf(7)).toBe('AAA')
    expect(levelOf(4.5)).toBe('AA')
    expect(levelOf(4.49)).toBe('belowAA')
  })

  it('finds the nearest colour that reaches AA, keeping one that does', () => {
    expect(nearestReadable('#000000', '#ffffff')).toBe('#000000')
    const fixed = nearestReadable('#999999', '#ffffff')
    expect(contrast(fixed, '#ffffff')).toBeGreaterThanOrEqual(AA)
    // The nearest: only a little darker than the grey it started from.
    expect(contrast(fixed, '#ffffff')).toBeLessThan(4.8)
    const onDark = nearestReadable('#553311', '#121a24')
    expect(contrast(onDark, '#121a24')).toBeGreaterThanOrEqual(AA)
  })
})

describe('slot derivation', () => {
  it('derives every slot from the slots above it in the table', () => {
    const seen = new Set<string>()
    for (const slot of colourSlots) {
      for (const from of slotTable[slot].from)
        expect(seen.has(from), `${slot} ← ${from}`).toBe(true)
      const on = slotTable[slot].textOn
      if (on !== undefined) expect(seen.has(on), `${slot} on ${on}`).toBe(true)
      seen.add(slot)
    }
  })

  it('re-derives what follows a changed background, and keeps what was set', () => {
    const dark = resolveTheme(emptySource())
    const light = resolveTheme({ ...emptySource(), colors: { bg: '#ffffff', text: '#222222' } })
    expect(light.dark).toBe(false)
    expect(light.colors.wallpaper).not.toBe(dark.colors.wallpaper)
    expect(light.colors.text).toBe('#222222')
  })

  it('makes every derived text pair of the built-in table reach AA', () => {
    for (const colors of [
      {},
      { bg: '#ffffff', text: '#777777', link: '#ffcc00' },
      // (A mid-tone background such as #336699 can leave a text colour read on both lighter and
      // darker backgrounds just under AA: no colour reaches it on all; the editor shows it.)
      { bg: '#f4f0e8' },
      { bg: '#2a1a3a' },
    ]) {
      const theme = resolveTheme({ ...emptySource(), colors }, { fixSet: true })
      for (const [text, back] of textPairs) {
        const all: Partial<Record<string, string>> = theme.colors
        const a = all[text]
        const b = all[back]
        if (a === undefined || b === undefined) continue
        expect(
          contrast(a, b),
          `${text} on ${back} in ${JSON.stringify(colors)}`,
        ).toBeGreaterThanOrEqual(4.4)
      }
    }
  })

  it('writes the tokens of tokens.css', () => {
    const { look, vars } = themeVars(resolveTheme(emptySource()))
    expect(look).toBe('dark')
    expect(vars['--bg']).toBe('#121a24')
    expect(vars['--btnRadius']).toBe('4px')
    expect(vars['--avatarAltRadius']).toBe('50px')
    expect(vars['--postFont']).toBe('var(--interfaceFont)')
  })
})

describe("Akkoma's theme formats", () => {
  it('reads the old inline array', () => {
    const theme = readTheme([
      'Classic',
      '#161c20',
      '#282e32',
      '#b9b9b9',
      '#baaa9c',
      '#d31014',
      '#0fa00f',
      '#0095ff',
      '#ffa500',
    ])
    expect(theme?.name).toBe('Classic')
    expect(theme?.colors).toMatchObject({ bg: '#161c20', text: '#b9b9b9', cOrange: '#ffa500' })
  })

  it('reads a file from its source: references, radii, fonts, shadow layers', () => {
    const theme = readTheme({
      _pleroma_theme_version: 2,
      theme: { colors: { bg: '#000000' } },
      source: {
        themeEngineVersion: 3,
        colors: {
          bg: '#c0c0c0',
          link: '#0000ff',
          accent: '--link',
          border: '--bg,-20',
          panel: 'transparent',
        },
        radii: { btn: 0, panelRadius: 3 },
        fonts: { interface: { family: 'Tahoma, sans-serif' } },
        shadows: {
          button: [{ x: 1, y: 2, blur: 0, spread: 0, color: '#000000', alpha: 0.5, inset: true }],
          panel: [],
        },
      },
    })
    expect(theme?.colors.bg).toBe('#c0c0c0')
    expect(theme?.colors.accent).toBe('#0000ff')
    expect(theme?.colors.border).not.toBe('#c0c0c0')
    expect(theme?.colors.panel).toBeUndefined()
    expect(theme?.radii).toEqual({ btn: 0, panel: 3 })
    expect(theme?.fonts.interface).toBe('Tahoma, sans-serif')
    expect(theme?.shadows.button).toBe('inset 1px 2px 0px 0px rgba(0, 0, 0, 0.5)')
    expect(theme?.shadows.panel).toBe('none')
  })

  it('leaves out what is hostile or not a theme', () => {
    expect(readTheme('nope')).toBeUndefined()
    expect(readTheme({ colors: { bg: 'url(https://evil)' } })).toBeUndefined()
    const theme = readTheme({
      colors: { bg: '#fff', text: 'expression(alert(1))', __proto__: '#000' },
      fonts: { interface: '</style><script>' },
      shadows: { panel: 'x; background: url(https://evil)' },
    })
    expect(theme?.colors).toEqual({ bg: '#ffffff' })
    expect(theme?.fonts).toEqual({})
    expect(theme?.shadows).toEqual({})
  })

  it('writes a version 2 file that reads back to the same source', () => {
    const source = {
      ...emptySource(),
      name: 'Mine',
      colors: { bg: '#ffffff', text: '#111111' },
      radii: { panel: 2 },
      fonts: { post: 'Georgia, serif' },
      shadows: { panel: '0px 1px 2px 0px rgba(0, 0, 0, 0.25)' },
    }
    const file = JSON.parse(themeFile(source, resolveTheme(source))) as Record<string, unknown>
    expect(file._pleroma_theme_version).toBe(2)
    expect(readTheme(file)).toEqual(source)
    expect(shadowToLayers('none')).toEqual([])
  })
})
