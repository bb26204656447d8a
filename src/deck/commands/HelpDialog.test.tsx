import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderUi } from '../../ui/common/test-render'
import { CommandPalette } from './CommandPalette'
import { commands } from './commands'
import { HelpDialog } from './HelpDialog'

/** The key caps shown beside a command's label. */
async function capsOf(label: string): Promise<{ text: string; caps: string[] }> {
  const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
  const term = [...dialog.querySelectorAll('dd')].find((dd) => dd.textContent === label)
  const keys = term?.previousElementSibling
  return {
    text: (keys?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    caps: keys ? [...keys.querySelectorAll('kbd')].map((kbd) => kbd.textContent) : [],
  }
}

describe('the help dialog', () => {
  it('shows every key of a command as its own cap, spaced words between', async () => {
    renderUi(<HelpDialog commands={commands} onClose={() => undefined} />)
    expect(await capsOf('Move column right')).toEqual({ text: 'L or >', caps: ['L', '>'] })
    expect(await capsOf('Move column left')).toEqual({ text: 'H or <', caps: ['H', '<'] })
    expect(await capsOf('Open the status or column focused')).toEqual({
      text: 'Enter or o',
      caps: ['Enter', 'o'],
    })
    expect(await capsOf('Previous column')).toEqual({ text: 'h or [', caps: ['h', '['] })
    expect(await capsOf('Home timeline')).toEqual({ text: 'g then h', caps: ['g', 'h'] })
    expect(await capsOf('Column 1 to 9')).toEqual({ text: '1 to 9', caps: ['1', '9'] })
    expect((await capsOf('Command palette')).caps).toEqual([
      expect.stringMatching(/^(Ctrl\+K|⌘K)$/),
    ])
  })

  it('never shows an empty cap', async () => {
    renderUi(<HelpDialog commands={commands} onClose={() => undefined} />)
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    const caps = [...dialog.querySelectorAll('kbd')].map((kbd) => kbd.textContent)
    expect(caps.length).toBeGreaterThan(25)
    expect(caps.filter((cap) => !cap)).toEqual([])
  })
})

describe('the command palette', () => {
  it('opens with focus in its field', async () => {
    renderUi(<CommandPalette commands={commands} onRun={vi.fn()} onClose={vi.fn()} />)
    const field = await screen.findByRole('combobox', { name: 'Type a command' })
    await waitFor(() => {
      expect(field).toHaveFocus()
    })
  })
})
