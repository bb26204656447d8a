import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { passwordLogin, waitForPath } from './auth-helpers'
import { useHarness } from './harness'
import { apiAs } from './notifications-helpers'

/** Waits for what the page does in its own time (a fetch, a redraw). */
const eventually = { timeout: 10_000 }

interface WireList {
  id: string
  title: string
}

async function listsOf(url: string): Promise<WireList[]> {
  return await apiAs<WireList[]>(url, 'alice', 'GET', '/api/v1/lists')
}

async function membersOf(url: string, id: string): Promise<string[]> {
  const accounts = await apiAs<
    {
      acct: string
    }[]
  >(url, 'alice', 'GET', `/api/v1/lists/${id}/accounts`)
  return accounts.map((account) => account.acct).sort()
}

/** Finds someone with the member search (Enter searches at once) and adds them. */
async function addMember(page: Page, query: string, name: string) {
  const search = page.getByLabel('Find people to add')
  await search.fill(query)
  await search.press('Enter')
  await page
    .getByRole('list', { name: 'People found' })
    .getByRole('button', { name: `Add ${name} to the list` })
    .click()
}

describe('lists against the local instance', () => {
  const h = useHarness()

  it('creates a list with a member, renames it, changes its members and deletes it', async () => {
    const { page, instance } = h
    await passwordLogin(page, 'alice')
    await page.waitForURL((url) => url.pathname !== '/login')
    await page.goto('/lists')
    const main = page.getByRole('main', { name: 'Lists' })
    await main.getByRole('button', { name: 'Edit Friends' }).waitFor()

    // New: a title and a member, then the list's timeline.
    await main.getByRole('button', { name: 'New list' }).click()
    const create = main.getByRole('button', { name: 'Create' })
    expect(await create.isDisabled()).toBe(true)
    await main.getByLabel('Title').fill('Cat people')
    await addMember(page, 'bob', 'Bob')
    await main.getByRole('heading', { name: 'Members (1)' }).waitFor()
    await create.click()
    await page.waitForURL((url) => /^\/lists\/\d+$/.test(url.pathname))
    const id = new URL(page.url()).pathname.split('/').pop() ?? ''
    // The focused view names the list by its title, not its id.
    await page.getByRole('heading', { name: 'List: Cat people', level: 1 }).waitFor()
    expect((await listsOf(instance.url)).map((list) => list.title)).toContain('Cat people')
    expect(await membersOf(instance.url, id)).toEqual(['bob'])

    // Edit: rename, remove Bob, add Dan (followed), save: back to its timeline.
    await page.goto('/lists')
    await page.getByRole('button', { name: 'Edit Cat people' }).click()
    await waitForPath(page, `/lists/${id}/edit`)
    const editor = page.getByRole('main', { name: 'Edit list: Cat people' })
    await editor.getByRole('button', { name: 'Remove Bob from the list' }).click()
    await editor.getByText('Nobody in this list yet.').waitFor()
    await editor.getByLabel('Title').fill('Cat folks')
    await addMember(page, 'dan', 'Dan')
    await editor.getByRole('button', { name: 'Save' }).click()
    await waitForPath(page, `/lists/${id}`)
    await page.getByRole('heading', { name: 'List: Cat folks', level: 1 }).waitFor()
    await expect
      .poll(() => membersOf(instance.url, id), eventually)
      .toEqual(['dan@mastodon.example'])
    expect((await listsOf(instance.url)).find((list) => list.id === id)?.title).toBe('Cat folks')

    // The menu lists it by its new title.
    await page.getByRole('button', { name: 'Open the menu' }).click()
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: 'Cat folks' })
      .waitFor()
    await page.keyboard.press('Escape')

    // Delete, after confirming: back to the lists, without it.
    await page.goto(`/lists/${id}/edit`)
    await page.getByRole('button', { name: 'Delete list' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete this list?' })
    await confirm.getByRole('button', { name: 'Delete list' }).click()
    await waitForPath(page, '/lists')
    await page.getByRole('button', { name: 'Edit Friends' }).waitFor()
    expect(await page.getByRole('button', { name: 'Edit Cat folks' }).count()).toBe(0)
    expect((await listsOf(instance.url)).map((list) => list.id)).not.toContain(id)
    expect(h.pageErrors).toEqual([])
  })

  it('makes a list from the keyboard alone', async () => {
    const { page, instance } = h
    await passwordLogin(page, 'alice')
    await page.waitForURL((url) => url.pathname !== '/login')
    await page.goto('/lists')
    const newList = page.getByRole('button', { name: 'New list' })
    await newList.focus()
    await page.keyboard.press('Enter')
    // The title field takes focus when the create view opens.
    await page.keyboard.type('Keyboard list')
    // Tab on to the member search (its hint and the members list hold no stop).
    const focusedLabel = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-describedby') ?? '')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search')
    expect(await focusedLabel()).not.toBe('')
    await page.keyboard.type('bob')
    await page.keyboard.press('Enter')
    const add = page.getByRole('button', { name: 'Add Bob to the list' })
    await add.waitFor()
    await add.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Members (1)' }).waitFor()
    await page.getByRole('button', { name: 'Create' }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'List: Keyboard list', level: 1 }).waitFor()
    expect((await listsOf(instance.url)).map((list) => list.title)).toContain('Keyboard list')
  })
})
