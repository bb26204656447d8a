import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { slotLabel, slotLabels } from './slot-labels'
import { colourSlots, fontSlots, opacitySlots, radiusSlots, shadowSlots } from './slots'

const intl = createIntl({ locale: 'en', messages: {} })

describe("the slots' names", () => {
  it('name every slot of every group in words, never by its id', () => {
    const groups = {
      colors: colourSlots,
      opacity: opacitySlots,
      radii: radiusSlots,
      fonts: fontSlots,
      shadows: shadowSlots,
    } as const
    for (const [group, slots] of Object.entries(groups)) {
      const labels: Partial<Record<string, unknown>> = slotLabels[group as keyof typeof groups]
      for (const slot of slots) {
        expect(labels[slot], `${group}.${slot}`).toBeDefined()
        const label = slotLabel(intl, slot, group as keyof typeof groups)
        expect(label, `${group}.${slot}`).not.toBe(slot)
        expect(label).toMatch(/^[A-Z][\w ·-]+$/)
      }
    }
  })

  it('gives each colour a name of its own', () => {
    const names = colourSlots.map((slot) => slotLabel(intl, slot))
    expect(new Set(names).size).toBe(names.length)
  })

  it('names a slot drawn on a surface by the surface and its part', () => {
    expect(slotLabel(intl, 'bg')).toBe('Background')
    expect(slotLabel(intl, 'btnText')).toBe('Buttons · Text')
    expect(slotLabel(intl, 'popoverFaintText')).toBe('Menus and pop-ups · Faint text')
    expect(slotLabel(intl, 'avatarAlt', 'radii')).toBe('Small avatars')
    expect(slotLabel(intl, 'underlay', 'opacity')).toBe('Dialog backdrop')
  })

  it('takes the translation of each part', () => {
    const german = createIntl({
      locale: 'de',
      messages: {
        'themeSlot.buttons': 'Knöpfe',
        'themeSlot.text': 'Text',
        'themeSlot.surfacePart': '{part} der {surface}',
      },
    })
    expect(slotLabel(german, 'btnText')).toBe('Text der Knöpfe')
  })
})
