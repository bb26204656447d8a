import { describe, expect, it } from 'vitest'
import { UNFETCHED_POST } from '../fake-akkoma/seed/users'
import { passwordLogin, setInstanceSettings, waitForPath } from './auth-helpers'
import { openDeckAs } from './deck-helpers'
import { phone, useHarness } from './harness'
import { apiAs } from './notifications-helpers'

const eventually = { timeout: 10_000 }

describe('search, tags and who to follow against the local instance', () => {
  const h = useHarness(undefined, { testControl: true })

  it('leads from "/" to the search, with tabs and counts, and resolves a remote account and post', async () => {
    const { page, instance } = h
    await openDeckAs(page, 'alice')
    await page.getByRole('main', { name: 'Deck' }).getByRole('article').first().waitFor()
    const field = page.getByRole('searchbox', { name: 'Search' }).first()
    // The top bar's search field comes right after the first status; "/" has nothing to focus
    // before it is there.
    await field.waitFor()
    await page.keyboard.press('/')
    // The keys' code loads after the first status, and acts on a key pressed before it came.
    await expect
      .poll(() => field.evaluate((element) => element === document.activeElement), eventually)
      .toBe(true)
    await page.keyboard.type('cats')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/search' && url.search === '?query=cats')
    const main = page.getByRole('main', { name: 'Search: cats' })
    const statuses = main.getByRole('tab', { name: /^Statuses \(\d+\)$/ })
    await statuses.waitFor()
    expect(await statuses.getAttribute('aria-selected')).toBe('true')
    expect(await main.getByRole('tab', { name: 'Hashtags (1)' }).count()).toBe(1)
    await main
      .getByRole('region', { name: 'Statuses found' })
      .getByRole('article')
      .first()
      .waitFor()
    await main.getByRole('tab', { name: 'Hashtags (1)' }).click()
    const tags = main.getByRole('list', { name: 'Hashtags found' })
    await tags.getByRole('link', { name: '#cats' }).waitFor()
    expect(await tags.textContent()).toMatch(/\d+ (person|people) talking, \d+ uses?/)

    // A remote account the instance has never seen: resolved by its handle.
    const unknown = await apiAs<{ accounts: unknown[] }>(
      instance.url,
      'bob',
      'GET',
      '/api/v2/search?q=grace&type=accounts',
    )
    expect(unknown.accounts).toEqual([])
    const columnField = main.getByRole('searchbox', { name: 'Search' })
    await columnField.fill('@grace@remote.example')
    await columnField.press('Enter')
    const people = page
      .getByRole('main', { name: 'Search: @grace@remote.example' })
      .getByRole('tab', { name: 'People (1)' })
    await people.waitFor()
    expect(await people.getAttribute('aria-selected')).toBe('true')
    const grace = page.getByRole('list', { name: 'People found' }).getByRole('link', {
      name: /Grace Unfetched/,
    })
    await grace.waitFor()
    const found = await apiAs<{
      id: string
    }>(instance.url, 'bob', 'GET', '/api/v1/accounts/grace@remote.example')
    expect(await grace.getAttribute('href')).toBe(`/users/${found.id}`)
    // Found people come with their relationship: alice follows bob, not grace.
    const graceRow = page.getByRole('list', { name: 'People found' }).getByRole('listitem')
    await graceRow.getByRole('button', { name: 'Follow' }).waitFor()
    const graceField = page
      .getByRole('main', { name: 'Search: @grace@remote.example' })
      .getByRole('searchbox', { name: 'Search' })
    await graceField.fill('bob')
    await graceField.press('Enter')
    const bobRow = page
      .getByRole('main', { name: 'Search: bob' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /^Bob/ }) })
    await page
      .getByRole('main', { name: 'Search: bob' })
      .getByRole('tab', { name: /^People/ })
      .click()
    await bobRow.getByRole('button', { name: 'Following' }).waitFor(eventually)

    // A remote post by its link: the Statuses tab holds it.
    await page.goto(`/search?query=${encodeURIComponent(UNFETCHED_POST.uri)}`)
    const post = page.getByRole('region', { name: 'Statuses found' }).getByRole('article')
    await post.first().waitFor()
    expect(await post.count()).toBe(1)
    expect(await post.textContent()).toContain('Hello from remote.example!')
    expect(h.pageErrors).toEqual([])
  })

  it('follows a tag from its view, shows it in the menu, and unfollows it', async () => {
    const { page, instance } = h
    await passwordLogin(page, 'alice')
    await page.waitForURL((url) => url.pathname !== '/login')
    await page.goto('/tag/akkoma')
    const follow = page.getByRole('button', { name: 'Follow #akkoma' })
    await follow.click()
    const unfollow = page.getByRole('button', { name: 'Unfollow #akkoma' })
    await unfollow.waitFor()
    expect(await unfollow.textContent()).toBe('Unfollow')
    const followed = async () =>
      (await apiAs<{ name: string }[]>(instance.url, 'alice', 'GET', '/api/v1/followed_tags')).map(
        (tag) => tag.name,
      )
    expect(await followed()).toContain('akkoma')

    await page.getByRole('button', { name: 'Open the menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Menu' })
    await menu.getByRole('link', { name: '#akkoma' }).waitFor()
    await page.keyboard.press('Escape')

    await unfollow.click()
    await follow.waitFor()
    await expect.poll(followed, eventually).not.toContain('akkoma')
    await page.getByRole('button', { name: 'Open the menu' }).click()
    await menu.getByRole('link', { name: '#cats' }).waitFor()
    expect(await menu.getByRole('link', { name: '#akkoma' }).count()).toBe(0)
    expect(h.pageErrors).toEqual([])
  })

  it('suggests whom to follow on its page and in the side panel, and not when suggestions are off', async () => {
    const { page, instance } = h
    await passwordLogin(page, 'alice')
    await page.waitForURL((url) => url.pathname !== '/login')
    await page.goto('/who-to-follow')
    const main = page.getByRole('main', { name: 'Who to follow' })
    const list = main.getByRole('list', { name: 'Suggested accounts' })
    await list.getByRole('link', { name: /Mo Moderator/ }).waitFor()
    expect(await list.getByRole('link', { name: /Mo Moderator/ }).getAttribute('href')).toBe('/mod')
    expect(await list.textContent()).toContain('Keeps the peace.')
    // Each suggestion can be followed from the page: the button says so, and the server agrees.
    const mo = list.getByRole('listitem').filter({ hasText: 'Mo Moderator' })
    await mo.getByRole('button', { name: 'Follow' }).click()
    await mo.getByRole('button', { name: 'Following' }).waitFor(eventually)
    const moId = (await apiAs<{ id: string }>(instance.url, 'alice', 'GET', '/api/v1/accounts/mod'))
      .id
    const [withMo] = await apiAs<{ following: boolean }[]>(
      instance.url,
      'alice',
      'GET',
      `/api/v1/accounts/relationships?id[]=${moId}`,
    )
    expect(withMo?.following).toBe(true)
    await apiAs(instance.url, 'alice', 'POST', `/api/v1/accounts/${moId}/unfollow`)

    // Beside a focused view on a wide screen: three, and the way to all of them.
    await page.goto('/main/public')
    const panel = page.getByRole('region', { name: 'Who to follow' })
    await panel.getByRole('list', { name: 'Suggested accounts' }).waitFor()
    // Three of the instance's suggestions (grace, resolved, makes sure there are at least 3).
    await apiAs(instance.url, 'alice', 'GET', '/api/v2/search?q=@grace@remote.example&resolve=true')
    const suggested = await apiAs<unknown[]>(instance.url, 'alice', 'GET', '/api/v1/suggestions')
    expect(suggested.length).toBeGreaterThanOrEqual(3)
    await page.reload()
    await panel.getByRole('list', { name: 'Suggested accounts' }).waitFor()
    expect(await panel.getByRole('listitem').count()).toBe(3)
    await panel.getByRole('link', { name: 'More suggestions' }).click()
    await waitForPath(page, '/who-to-follow')

    await setInstanceSettings(instance.url, { suggestions: false })
    try {
      await page.goto('/main/public')
      await page.getByRole('article').first().waitFor()
      expect(await page.getByRole('region', { name: 'Who to follow' }).count()).toBe(0)
      await page.goto('/who-to-follow')
      await page.getByText('This instance does not suggest accounts to follow.').waitFor()
    } finally {
      await setInstanceSettings(instance.url, { suggestions: true })
    }
  })
})

describe('search on a phone', () => {
  const h = useHarness(phone)

  it('opens the search from the top bar’s button, with its field ready', async () => {
    const { page } = h
    await passwordLogin(page, 'alice')
    await page.waitForURL((url) => url.pathname !== '/login')
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    await waitForPath(page, '/search')
    const field = page
      .getByRole('main', { name: 'Search' })
      .getByRole('searchbox', { name: 'Search' })
    await field.waitFor()
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.type('bob')
    await page.keyboard.press('Enter')
    await page.getByRole('tab', { name: /^People \(\d+\)$/ }).waitFor()
  })
})
