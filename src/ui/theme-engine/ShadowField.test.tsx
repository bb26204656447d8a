import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderUi } from '../common/test-render'
import { shadowToLayers } from './akkoma-format'
import { cssOf, layersOf } from './shadow-layers'
import { ShadowField } from './ShadowField'

describe('shadow layers', () => {
  it('go to the CSS the theme stores and back, and to the layers of the theme file', () => {
    const css = 'inset 1px 2px 3px 0px rgba(0, 0, 0, 0.5), 0px 4px 8px -2px rgba(255, 0, 0, 1)'
    const layers = layersOf(css)
    expect(layers).toEqual([
      { x: 1, y: 2, blur: 3, spread: 0, color: '#000000', alpha: 0.5, inset: true },
      { x: 0, y: 4, blur: 8, spread: -2, color: '#ff0000', alpha: 1, inset: false },
    ])
    expect(cssOf(layers)).toBe(css)
    expect(shadowToLayers(cssOf(layers))).toEqual(layers)
    expect(cssOf([])).toBe('none')
    expect(layersOf('none')).toEqual([])
  })
})

function Harness({ start }: { start: string }) {
  const [css, setCss] = useState<string | undefined>(start)
  return (
    <>
      <ShadowField
        label="Buttons shadow"
        css={css ?? 'none'}
        isSet={css !== undefined}
        onChange={setCss}
        resetLabel="Reset Buttons"
      />
      <output aria-label="stored">{css ?? 'default'}</output>
    </>
  )
}

const stored = () => screen.getByRole('status', { name: 'stored' }).textContent

describe('the shadow controls', () => {
  it('edit offsets, blur, spread, colour, alpha and inset of each layer, add and remove layers', async () => {
    const u = userEvent.setup()
    renderUi(<Harness start="none" />)
    const group = screen.getByRole('group', { name: 'Buttons shadow' })
    expect(within(group).getByText('No shadow')).toBeInTheDocument()
    await u.click(
      within(group).getByRole('button', { name: 'Add a shadow layer to Buttons shadow' }),
    )
    expect(stored()).toBe('0px 2px 6px 0px rgba(0, 0, 0, 0.4)')
    const layer = screen.getByRole('group', { name: 'Buttons shadow: layer 1' })
    const across = within(layer).getByRole('spinbutton', { name: 'Across (px)' })
    await u.clear(across)
    await u.type(across, '3')
    const blur = within(layer).getByRole('spinbutton', { name: 'Blur (px)' })
    await u.clear(blur)
    await u.type(blur, '10')
    const alpha = within(layer).getByRole('spinbutton', { name: 'Opacity (0 to 1)' })
    await u.clear(alpha)
    await u.type(alpha, '0.8')
    await u.click(within(layer).getByRole('switch', { name: 'Inside the box (inset)' }))
    expect(stored()).toBe('inset 3px 2px 10px 0px rgba(0, 0, 0, 0.8)')
    // A second layer, then the first removed.
    await u.click(within(group).getByRole('button', { name: /Add a shadow layer/ }))
    expect(stored()).toMatch(/^inset 3px .*, 0px 2px 6px 0px rgba\(0, 0, 0, 0\.4\)$/)
    await u.click(within(group).getByRole('button', { name: 'Remove Buttons shadow: layer 1' }))
    expect(stored()).toBe('0px 2px 6px 0px rgba(0, 0, 0, 0.4)')
    await u.click(within(group).getByRole('button', { name: 'Reset Buttons' }))
    expect(stored()).toBe('default')
  })

  it('keeps out of range numbers in range', async () => {
    const u = userEvent.setup()
    renderUi(<Harness start="0px 1px 2px 0px rgba(0, 0, 0, 0.5)" />)
    const blur = screen.getByRole('spinbutton', { name: 'Blur (px)' })
    await u.clear(blur)
    await u.type(blur, '-4')
    expect(stored()).toBe('0px 1px 0px 0px rgba(0, 0, 0, 0.5)')
    const across = screen.getByRole('spinbutton', { name: 'Across (px)' })
    await u.clear(across)
    await u.type(across, '9000')
    expect(stored()).toBe('500px 1px 0px 0px rgba(0, 0, 0, 0.5)')
  })
})
