// The profile (issue 18): its header, fields and counts, pinned statuses first, every tab and
// its URL hash, the private note, the spec's error texts, by role (visitor, member, admin).
import { describe, expect, it } from 'vitest'
import { useHarness } from './harness'
import { apiAs } from './notifications-helpers'
import { eventually, idOf, openProfile, relationshipOf, signIn } from './profile-helpers'

describe('a profile', () => {
  const h = useHarness(undefined, { testControl: true })

  it('shows a member the header, fields with the verified mark, counts and the pinned status first', async () => {
    const { page } = h
    await signIn(page, 'bob')
    const header = await openProfile(page, '/alice')
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Alice')
    expect(await header.getByRole('heading', { name: /Alice/ }).count()).toBe(1)
    expect(await header.locator('.profile-handle').textContent()).toBe('@alice')
    expect(await header.getByText('Follows you!').count()).toBe(1)
    expect(await header.locator('.user-bio').textContent()).toContain('Deck enthusiast')
    const fields = header.getByRole('definition')
    expect(await fields.count()).toBe(2)
    const website = header.locator('.profile-field').filter({ hasText: 'Website' })
    expect(await website.getAttribute('class')).toContain('profile-field-verified')
    expect(await website.getByText(/^Verified /).count()).toBe(1)
    const pronouns = header.locator('.profile-field').filter({ hasText: 'Pronouns' })
    expect(await pronouns.getByText(/^Verified /).count()).toBe(0)
    const counts = header.getByRole('list', { name: 'Counts' })
    expect(await counts.getByRole('link', { name: /^\d+ statuses$/ }).count()).toBe(1)
    expect(await header.getByText(/per day$/).count()).toBe(1)
    expect(await header.getByText(/^Joined /).count()).toBe(1)

    await openProfile(page, '/admin')
    const feed = page.locator('.focused-column').getByRole('feed')
    const first = feed.getByRole('article').first()
    await first.waitFor()
    expect(await first.textContent()).toContain('Pinned')
    expect(await first.textContent()).toContain('Welcome to the local instance!')
    // Shown once: first, not again in its place in time.
    expect(
      await feed.getByRole('article').filter({ hasText: 'Welcome to the local instance!' }).count(),
    ).toBe(1)
    expect(h.pageErrors).toEqual([])
  })

  it('keeps the tab in the URL hash: statuses, replies, media, followees, followers, favourites', async () => {
    const { page } = h
    await signIn(page, 'alice')
    const header = await openProfile(page, '/alice')
    const tabs = header.getByRole('navigation', { name: 'Profile sections' })
    const names = await tabs.getByRole('link').allTextContents()
    expect(names).toEqual([
      'Statuses',
      'With replies',
      'Media',
      'Following',
      'Followers',
      'Favourites',
    ])
    for (const [name, hash] of [
      ['With replies', '#replies'],
      ['Media', '#media'],
      ['Following', '#followees'],
      ['Followers', '#followers'],
      ['Favourites', '#favorites'],
      ['Statuses', '#statuses'],
    ] as const) {
      await tabs.getByRole('link', { name, exact: true }).click()
      await page.waitForURL((url) => url.hash === hash)
      await expect
        .poll(() => tabs.getByRole('link', { name, exact: true }).getAttribute('aria-current'))
        .toBe('page')
    }
    // Followers: a list of accounts; alice's own list can remove a follower.
    await tabs.getByRole('link', { name: 'Followers', exact: true }).click()
    const followers = page.locator('.account-list')
    await followers.getByRole('button', { name: /^Remove @bob from your followers$/ }).waitFor()
    // One's own followees: the followed users, and the followed hashtags.
    await tabs.getByRole('link', { name: 'Following', exact: true }).click()
    await page
      .getByRole('group', { name: 'Show whom' })
      .getByRole('button', { name: 'Hashtags' })
      .click()
    await page.getByRole('link', { name: '#cats' }).waitFor()
    // Favourites: alice's own.
    await tabs.getByRole('link', { name: 'Favourites', exact: true }).click()
    await page.locator('.focused-column').getByRole('feed').getByRole('article').first().waitFor()
    // The page opened on a hash shows that tab.
    await page.goto('/alice#media')
    await page.locator('.focused-column').getByRole('feed').waitFor()
    expect(await tabs.getByRole('link', { name: 'Media' }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(h.pageErrors).toEqual([])
  })

  it("shows someone else's #favorites as their statuses, never the viewer's favourites", async () => {
    const { page, instance } = h
    await signIn(page, 'alice')
    const bob = await idOf(instance.url, 'bob')
    await page.goto(`/users/${bob}#favorites`)
    const tabs = page.getByRole('navigation', { name: 'Profile sections' })
    await tabs.waitFor()
    expect(await tabs.getByRole('link', { name: 'Favourites' }).count()).toBe(0)
    expect(await tabs.getByRole('link', { name: 'Statuses' }).getAttribute('aria-current')).toBe(
      'page',
    )
    const feed = page.locator('.focused-column').getByRole('feed')
    await feed.getByRole('article').first().waitFor()
    // Bob's statuses and his repeats: each says so.
    const rows = await feed
      .getByRole('article')
      .evaluateAll((articles) =>
        articles.map((article) => [article.getAttribute('aria-label') ?? '', article.textContent]),
      )
    for (const [label, text] of rows) expect(`${label} ${text ?? ''}`).toMatch(/@bob|Bob repeated/)
    // The title names the account, not its id.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Bob')
  })

  it('saves the private note 1.5 s after the last keystroke', async () => {
    const { page, instance } = h
    await signIn(page, 'alice')
    const header = await openProfile(page, '/bob')
    const note = header.getByLabel('Personal note')
    await note.fill('met at the meetup')
    await expect
      .poll(() => relationshipOf(instance.url, 'alice', 'bob').then((r) => r.note), eventually)
      .toBe('met at the meetup')
    await page.reload()
    await expect
      .poll(() => header.getByLabel('Personal note').inputValue(), eventually)
      .toBe('met at the meetup')
  })

  it('hides follows and followers from others when the account hides them, and says hidden', async () => {
    const { page, instance } = h
    await apiAs(instance.url, 'mira', 'PATCH', '/api/v1/accounts/update_credentials', {
      hide_follows: true,
      hide_followers: true,
      hide_follows_count: true,
      hide_followers_count: true,
    })
    await signIn(page, 'alice')
    const header = await openProfile(page, '/mira')
    const tabs = header.getByRole('navigation', { name: 'Profile sections' })
    expect(await tabs.getByRole('link').allTextContents()).toEqual([
      'Statuses',
      'With replies',
      'Media',
    ])
    const counts = header.getByRole('list', { name: 'Counts' })
    expect(await counts.textContent()).toContain('Following: hidden')
    expect(await counts.textContent()).toContain('Followers: hidden')
  })

  it('says the spec’s text for a profile that does not exist', async () => {
    const { page } = h
    await page.goto('/users/NoSuchAccount404')
    await page.getByRole('alert').getByText('Sorry, this profile does not exist.').waitFor()
  })

  it('shows a visitor the profile with the remote follow of a local account, and no actions', async () => {
    const { page } = h
    const header = await openProfile(page, '/alice')
    await header.getByRole('button', { name: 'Remote follow' }).waitFor()
    expect(await header.getByRole('button', { name: /^Follow/ }).count()).toBe(0)
    expect(await header.getByLabel('Personal note').count()).toBe(0)
    const tabs = header.getByRole('navigation', { name: 'Profile sections' })
    expect(await tabs.getByRole('link', { name: 'Favourites' }).count()).toBe(0)
    const action = await header.locator('form.user-remote-follow').getAttribute('action')
    expect(action).toBe(`${new URL(h.instance.url).origin}/main/ostatus`)
    expect(h.pageErrors).toEqual([])
  })

  it('shows an admin the role badges and nothing of the admin tools yet', async () => {
    const { page } = h
    await signIn(page, 'admin')
    const own = await openProfile(page, '/admin')
    expect(await own.locator('.user-badges').textContent()).toContain('Admin')
    const header = await openProfile(page, '/mod')
    expect(await header.locator('.user-badges').textContent()).toContain('Moderator')
    await header.getByRole('button', { name: /^Follow/ }).waitFor()
    expect(await page.locator('.user-card-admin').count()).toBe(0)
  })
})
