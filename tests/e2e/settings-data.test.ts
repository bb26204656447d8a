// Blocks, mutes and the data area against the local instance: a block listed and undone, a
// follows CSV imported, a hostile CSV refused, a backup asked for and downloaded once ready.
import { describe, expect, it } from 'vitest'
import { openDeckAs } from './deck-helpers'
import { useHarness } from './harness'
import { apiAs, openSettings, textFile } from './settings-helpers'

interface Relationship {
  id: string
  following: boolean
  blocking: boolean
}

async function relationshipTo(url: string, from: string, to: string): Promise<Relationship> {
  const target = await apiAs<{ id: string }>(url, from, `/api/v1/accounts/lookup?acct=${to}`)
  const [found] = await apiAs<Relationship[]>(
    url,
    from,
    `/api/v1/accounts/relationships?id[]=${target.id}`,
  )
  if (!found) throw new Error('no relationship')
  return found
}

describe('blocks, mutes and data', () => {
  const h = useHarness(undefined, { settings: { backupDelayMs: 1500 } })

  it('lists a block and undoes it (and blocks again)', async () => {
    const { page } = h
    const botty = await apiAs<{ id: string }>(
      h.instance.url,
      'bob',
      '/api/v1/accounts/lookup?acct=botty',
    )
    await apiAs(h.instance.url, 'bob', `/api/v1/accounts/${botty.id}/block`, { method: 'POST' })
    await openDeckAs(page, 'bob')
    const dialog = await openSettings(page, 'Blocks')
    const list = dialog.getByRole('list', { name: 'Blocked users' })
    await list.getByRole('button', { name: 'Unblock botty' }).click()
    await list.getByRole('button', { name: 'Block botty again' }).waitFor()
    expect((await relationshipTo(h.instance.url, 'bob', 'botty')).blocking).toBe(false)
    await list.getByRole('button', { name: 'Block botty again' }).click()
    await list.getByRole('button', { name: 'Unblock botty' }).waitFor()
    expect((await relationshipTo(h.instance.url, 'bob', 'botty')).blocking).toBe(true)
  })

  it('imports follows from a CSV and refuses a file that is not a list of accounts', async () => {
    const { page } = h
    expect((await relationshipTo(h.instance.url, 'lena', 'botty')).following).toBe(false)
    await openDeckAs(page, 'lena')
    const dialog = await openSettings(page, 'Data import and export')
    const follows = dialog.locator('[data-list-kind="follows"]')
    const input = follows.locator('input[type=file]')

    await input.setInputFiles(
      textFile(
        'evil.csv',
        'Account address,Show boosts\nbotty,true\n=HYPERLINK("http://x"),true\n',
        'text/csv',
      ),
    )
    await follows
      .getByRole('alert')
      .filter({ hasText: 'Line 3 of this file is not an account' })
      .waitFor()
    await input.setInputFiles(textFile('huge.csv', 'a\n'.repeat(600_000), 'text/csv'))
    await follows
      .getByRole('alert')
      .filter({ hasText: 'This file is too large to import' })
      .waitFor()
    expect((await relationshipTo(h.instance.url, 'lena', 'botty')).following).toBe(false)

    await input.setInputFiles(
      textFile('follows.csv', 'Account address,Show boosts\nbotty,true\n@bob,true\n', 'text/csv'),
    )
    await follows.getByText('2 accounts sent: the server imports them in a moment.').waitFor()
    expect((await relationshipTo(h.instance.url, 'lena', 'botty')).following).toBe(true)
  })

  it('asks for a backup and offers it for download once it is ready', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    const dialog = await openSettings(page, 'Data import and export')
    const backups = dialog.locator('section', {
      has: page.getByRole('heading', { name: 'Backups' }),
    })
    await backups.getByText('No backup yet.').waitFor()
    await backups.getByRole('button', { name: 'Make a new backup' }).click()
    await backups.getByText('Being made…').waitFor()
    expect(await backups.getByRole('link', { name: /Download/ }).count()).toBe(0)
    // Ready after the instance's delay: asking again shows the download.
    await expect
      .poll(
        async () => {
          await backups.getByRole('button', { name: 'Check again' }).click()
          return backups.getByRole('link', { name: /Download the backup/ }).count()
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe(1)
    const download = page.waitForEvent('download')
    await backups.getByRole('link', { name: /Download the backup/ }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/\.zip$/)
    expect(h.pageErrors).toEqual([])
  })
})
