import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { settingsAtoms } from '../../settings/store'
import { renderUi } from '../../ui/common/test-render'
import { QuickSettings } from './QuickSettings'
import { parseMutedWords } from './WordFilterDialog'

describe('the timeline quick settings', () => {
  it('edits the account’s muted words in the word filter dialog', async () => {
    const user = userEvent.setup()
    const account = 'words@quick.example'
    const { store } = renderUi(<QuickSettings account={account} />)
    store.set(settingsAtoms(store, account).set, { name: 'muteWords', value: ['spoilers'] })

    await user.click(screen.getByRole('button', { name: 'Timeline settings' }))
    await user.click(screen.getByRole('menuitem', { name: 'Word filter…' }))
    const field = screen.getByRole('textbox', { name: 'Muted words, one per line' })
    expect(field).toHaveValue('spoilers')
    await user.type(field, '\n  crypto \n\nspoilers\nelection')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(screen.queryByRole('dialog', { name: 'Word filter' })).toBeNull()
    expect(store.get(settingsAtoms(store, account).effective).muteWords).toEqual([
      'spoilers',
      'crypto',
      'election',
    ])
  })

  it('leaves the words as they were when cancelled or closed with Escape', async () => {
    const user = userEvent.setup()
    const account = 'cancel@quick.example'
    const { store } = renderUi(<QuickSettings account={account} />)
    for (const close of ['cancel', 'escape'] as const) {
      await user.click(screen.getByRole('button', { name: 'Timeline settings' }))
      await user.click(screen.getByRole('menuitem', { name: 'Word filter…' }))
      await user.type(screen.getByRole('textbox'), 'never saved')
      if (close === 'cancel') await user.click(screen.getByRole('button', { name: 'Cancel' }))
      else await user.keyboard('{Escape}')
      expect(screen.queryByRole('dialog')).toBeNull()
    }
    expect(store.get(settingsAtoms(store, account).effective).muteWords).toEqual([])
  })

  it('switches the account’s posts between comfortable and compact', async () => {
    const user = userEvent.setup()
    const account = 'density@quick.example'
    const { store } = renderUi(<QuickSettings account={account} />)
    const density = () => store.get(settingsAtoms(store, account).effective).statusDensity
    expect(density()).toBe('comfortable')
    await user.click(screen.getByRole('button', { name: 'Timeline settings' }))
    await user.click(screen.getByRole('menuitem', { name: 'Compact posts: off' }))
    expect(density()).toBe('compact')
    await user.click(screen.getByRole('button', { name: 'Timeline settings' }))
    await user.click(screen.getByRole('menuitem', { name: 'Compact posts: on' }))
    expect(density()).toBe('comfortable')
  })

  it('reads one word per line, trimmed, without blanks or repeats', () => {
    expect(parseMutedWords(' a \n\nb\na\n  \n c d ')).toEqual(['a', 'b', 'c d'])
  })
})
