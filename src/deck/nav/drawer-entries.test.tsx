import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Account } from '../../accounts/store'
import { renderUi } from '../../ui/common/test-render'
import { RegisteredItems } from './DrawerEntries'
import { registerDrawerEntry, visibleEntries, type DrawerEntry } from './drawer-entries'

const settings: DrawerEntry = {
  id: 'settings',
  slot: 'personal',
  icon: 'info',
  label: { id: 'test.settings', defaultMessage: 'Settings' },
  audience: 'signed-in',
  open: { to: '/settings' },
}
const moderation: DrawerEntry = {
  id: 'moderation',
  slot: 'staff',
  icon: 'shield',
  label: { id: 'test.moderation', defaultMessage: 'Moderation' },
  audience: 'staff',
  open: { run: vi.fn() },
}

const account = (role: Account['role']) =>
  ({ key: 'a@b', nickname: 'a', userId: '1', role, expired: false }) as unknown as Account

const removals: (() => void)[] = []
afterEach(() => {
  for (const remove of removals.splice(0)) remove()
})

describe('optional drawer entries', () => {
  it('shows an entry to whom it is for, in its slot', () => {
    const all = [settings, moderation]
    expect(visibleEntries(all, 'personal', 'member')).toEqual([settings])
    expect(visibleEntries(all, 'staff', 'member')).toEqual([])
    expect(visibleEntries(all, 'staff', 'moderator')).toEqual([moderation])
    expect(visibleEntries(all, 'personal', undefined)).toEqual([])
  })

  it('shows an entry for everyone to visitors as well', () => {
    const install: DrawerEntry = { ...moderation, id: 'install', slot: 'app', audience: 'everyone' }
    expect(visibleEntries([install, settings], 'app', undefined)).toEqual([install])
    expect(visibleEntries([install, settings], 'app', 'member')).toEqual([install])
  })

  it('shows nothing until a screen registers, then its entry, and acts on a click', async () => {
    renderUi(
      <ul>
        <RegisteredItems slot="staff" account={account('admin')} />
      </ul>,
    )
    expect(screen.queryByRole('button', { name: 'Moderation' })).toBeNull()
    act(() => {
      removals.push(registerDrawerEntry(moderation))
    })
    const button = await screen.findByRole('button', { name: 'Moderation' })
    act(() => {
      button.click()
    })
    expect('run' in moderation.open && moderation.open.run).toHaveBeenCalledTimes(1)
    act(() => {
      for (const remove of removals.splice(0)) remove()
    })
    expect(screen.queryByRole('button', { name: 'Moderation' })).toBeNull()
  })
})
