import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import { settingsAtoms } from '../../settings/store'
import { visitorKeyOf } from '../../accounts'
import { settingsModalAtom, openSettingsAtom, type SettingsTab } from '../common/settings-opener'
import { renderUi } from '../common/test-render'
import { generalSections } from './option-catalogue'
import { optionLabels } from './option-messages'
import { SettingsModal } from './SettingsModal'

// Visitors of this page's instance: the settings of the visitor key.
const owner = visitorKeyOf(location.origin)

function open(tab?: SettingsTab) {
  const store = createStore()
  store.set(openSettingsAtom, tab)
  const view = renderUi(<SettingsModal phone={false} />, store)
  return { ...view, atoms: settingsAtoms(store, owner) }
}

describe('the settings modal', () => {
  afterEach(() => {
    localStorage.clear()
  })

  it('offers visitors the general, filter, theme and data areas, in side tabs', async () => {
    open()
    const dialog = await screen.findByRole('dialog', { name: 'Settings' })
    const tabs = within(dialog).getByRole('tablist', { name: 'Settings sections' })
    expect(tabs).toHaveAttribute('aria-orientation', 'vertical')
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['General', 'Filters and highlights', 'Theme and style', 'Data import and export'])
  })

  it('stores every switch of the general area, and says so for two seconds', async () => {
    const u = userEvent.setup()
    const { store, atoms } = open()
    const dialog = await screen.findByRole('dialog', { name: 'Settings' })
    // The advanced options show once asked for.
    expect(
      within(dialog).queryByRole('switch', { name: 'Blurred previews of hidden media' }),
    ).toBeNull()
    await u.click(within(dialog).getByRole('switch', { name: 'Show advanced settings' }))
    expect(store.get(atoms.user).expertLevel).toBe(1)
    const switches = generalSections
      .flatMap((section) => section.options)
      .filter((spec) => spec.control.kind === 'switch' && spec.name !== 'expertLevel')
    for (const spec of switches) {
      const label = optionLabels[spec.name]?.defaultMessage ?? spec.name
      const control = within(dialog).getByRole('switch', { name: label })
      if (control.hasAttribute('disabled')) continue
      const before = store.get(atoms.effective)[spec.name]
      await u.click(control)
      expect(store.get(atoms.effective)[spec.name], spec.name).toBe(!before)
    }
    expect(within(dialog).getByRole('status')).toHaveTextContent('Settings saved')
    await waitFor(() => expect(within(dialog).queryByText('Settings saved')).toBeNull(), {
      timeout: 3000,
    })
  }, 30_000)

  it('stores a choice and a number, and refuses a number out of range', async () => {
    const u = userEvent.setup()
    const { store, atoms } = open()
    const dialog = await screen.findByRole('dialog', { name: 'Settings' })
    await u.click(within(dialog).getByRole('button', { name: /Replies shown in timelines/ }))
    await u.click(await screen.findByRole('option', { name: 'Replies to me only' }))
    expect(store.get(atoms.user).replyVisibility).toBe('self')
    const thumbnails = within(dialog).getByRole('textbox', { name: 'Media shown per post' })
    await u.clear(thumbnails)
    await u.type(thumbnails, '4')
    expect(store.get(atoms.user).maxThumbnails).toBe(4)
    await u.type(thumbnails, 'x')
    expect(within(dialog).getByText('A whole number from 0 to 100')).toBeInTheDocument()
    expect(store.get(atoms.user).maxThumbnails).toBe(4)
  })

  it('edits the muted words and the highlights of the filters area', async () => {
    const u = userEvent.setup()
    const { store, atoms } = open('filters')
    const dialog = await screen.findByRole('dialog', { name: 'Settings' })
    await u.type(
      within(dialog).getByRole('textbox', { name: 'Muted words' }),
      'spoiler{enter}  {enter}leak',
    )
    await u.click(within(dialog).getByRole('button', { name: 'Save muted words' }))
    expect(store.get(atoms.user).muteWords).toEqual(['spoiler', 'leak'])

    await u.type(within(dialog).getByRole('textbox', { name: /^User/ }), '@bob@remote.example')
    await u.click(within(dialog).getByRole('button', { name: 'Highlight' }))
    expect(store.get(atoms.user).highlight).toEqual({
      'bob@remote.example': { type: 'solid', color: '#FFFFFF' },
    })
    const colour = within(dialog).getByRole('textbox', { name: 'Colour of bob@remote.example' })
    await u.clear(colour)
    await u.type(colour, '#ff8800')
    expect(store.get(atoms.user).highlight?.['bob@remote.example']).toEqual({
      type: 'solid',
      color: '#ff8800',
    })
    await u.click(within(dialog).getByRole('button', { name: /Highlight of bob@remote.example/ }))
    await u.click(await screen.findByRole('option', { name: 'No highlight' }))
    expect(store.get(atoms.user).highlight).toEqual({})
  })

  it('minimises to a bar that gives the page back, and closes', async () => {
    const u = userEvent.setup()
    const { store } = open()
    const dialog = await screen.findByRole('dialog', { name: 'Settings' })
    await u.click(within(dialog).getByRole('button', { name: 'Minimise settings' }))
    const bar = await screen.findByRole('region', { name: 'Settings (minimised)' })
    expect(screen.queryByRole('dialog')).toBeNull()
    await u.click(within(bar).getByRole('button', { name: 'Close settings' }))
    expect(screen.queryByRole('region', { name: 'Settings (minimised)' })).toBeNull()
    expect(store.get(settingsModalAtom).state).toBe('hidden')
  })
})
