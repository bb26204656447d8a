// Following (spec 2 "Follow button"): an open account, and a locked one whose owner approves
// the request in a second browser; after an unfollow the account's posts leave home.
import { describe, expect, it } from 'vitest'
import { passwordLogin } from './auth-helpers'
import { column, openDeckAs } from './deck-helpers'
import { useHarness } from './harness'
import { card, eventually, idOf, openProfile, relationshipOf, signIn } from './profile-helpers'

describe('the follow button', () => {
  const h = useHarness(undefined, { testControl: true })

  it('follows and unfollows an open account', async () => {
    const { page, instance } = h
    await signIn(page, 'alice')
    const header = await openProfile(page, '/mod')
    const button = header.locator('.follow-button')
    await expect.poll(() => button.textContent(), eventually).toBe('Follow')
    await button.click()
    await expect.poll(() => button.textContent(), eventually).toBe('Following')
    expect(await button.getAttribute('title')).toBe('Unfollow')
    expect((await relationshipOf(instance.url, 'alice', 'mod')).following).toBe(true)
    // Subscribing is offered while following.
    await header.getByRole('button', { name: 'Notify me of new posts' }).waitFor()
    await button.click()
    await expect.poll(() => button.textContent(), eventually).toBe('Follow')
    expect((await relationshipOf(instance.url, 'alice', 'mod')).following).toBe(false)
    expect(await header.getByRole('button', { name: 'Notify me of new posts' }).count()).toBe(0)
    expect(h.pageErrors).toEqual([])
  })

  it('asks a locked account, and shows Following once its owner approves in another browser', async () => {
    const { page, instance } = h
    await signIn(page, 'alice')
    const header = await openProfile(page, '/lena')
    const button = header.locator('.follow-button')
    // The seed has alice's request waiting: cancel it, then ask again.
    await expect.poll(() => button.textContent(), eventually).toBe('Follow sent')
    expect(await button.getAttribute('title')).toBe('Cancel request')
    await button.click()
    await expect.poll(() => button.textContent(), eventually).toBe('Follow')
    expect((await relationshipOf(instance.url, 'alice', 'lena')).requested).toBe(false)
    await button.click()
    await expect.poll(() => button.textContent(), eventually).toBe('Follow sent')
    expect((await relationshipOf(instance.url, 'alice', 'lena')).requested).toBe(true)

    // Lena approves in a browser of her own.
    const lenaContext = await h.browser.newContext({ baseURL: instance.url })
    try {
      const lenaPage = await lenaContext.newPage()
      await passwordLogin(lenaPage, 'lena')
      await lenaPage.waitForURL((url) => url.pathname !== '/login')
      const aliceId = await idOf(instance.url, 'alice')
      const approved = await lenaPage.request.post(`/api/v1/follow_requests/${aliceId}/authorize`, {
        headers: { Authorization: 'Bearer seed-token-lena' },
      })
      expect(approved.ok()).toBe(true)
    } finally {
      await lenaContext.close()
    }

    // Alice's card asks for the relationship when it opens: now she follows.
    await header.getByRole('link', { name: /Lena/ }).click()
    const opened = card(page)
    await expect
      .poll(() => opened.locator('.follow-button').textContent(), eventually)
      .toBe('Following')
    await page.keyboard.press('Escape')
    await expect.poll(() => button.textContent(), eventually).toBe('Following')
    expect((await relationshipOf(instance.url, 'alice', 'lena')).following).toBe(true)
  })

  it("takes an unfollowed account's posts out of the home timeline", async () => {
    const { page, instance } = h
    await openDeckAs(page, 'alice')
    const home = column(page, 'Home')
    // Bob's own posts (a repeat of one by someone still followed stays, as in Akkoma-FE).
    const bobsPosts = home
      .getByRole('article', { name: /@bob/ })
      .filter({ hasNot: page.locator('.status-prepend') })
    await bobsPosts.first().waitFor()
    await bobsPosts.first().getByRole('button', { name: 'Show the card of Bob' }).click()
    const opened = card(page)
    await opened.locator('.follow-button').click()
    await expect.poll(() => bobsPosts.count(), eventually).toBe(0)
    expect((await relationshipOf(instance.url, 'alice', 'bob')).following).toBe(false)
    expect(h.pageErrors).toEqual([])
  })
})
