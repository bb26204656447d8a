import { describe, expect, it } from 'vitest'
import { useHarness } from './harness'
import {
  apiAs,
  emitNotification,
  openNotificationsAs,
  row,
  scrolledToRow,
  statusIdOf,
} from './notifications-helpers'

/** Waits for what the page does in its own time (a fetch, a stream frame, a redraw). */
const eventually = { timeout: 10_000 }

describe('every type of notification', () => {
  const h = useHarness(undefined, { testControl: true })

  it('renders each type with what it leads to (the status or the profile)', async () => {
    const { page, instance } = h
    const url = instance.url
    const cats = await statusIdOf(url, 'alice', 'sitting in a box')
    const poll = await statusIdOf(url, 'bob', 'Which column do you open first?')
    const edited = await statusIdOf(url, 'bob', 'Second version of this post')
    const subscribed = await statusIdOf(url, 'bob', 'Subscribers get a notification')
    await emitNotification(url, { from: 'botty', type: 'follow' })
    await emitNotification(url, { from: 'lena', type: 'follow_request' })
    await emitNotification(url, { from: 'botty', type: 'favourite', status_id: cats })
    await emitNotification(url, { from: 'mira', type: 'reblog', status_id: cats })
    await emitNotification(url, { from: 'bob', type: 'poll', status_id: poll })
    await emitNotification(url, { from: 'bob', type: 'update', status_id: edited })
    await emitNotification(url, { from: 'bob', type: 'status', status_id: subscribed })
    await apiAs(url, 'bob', 'PUT', `/api/v1/pleroma/statuses/${cats}/reactions/blobcat`)
    const mention = await apiAs<{ id: string }>(url, 'bob', 'POST', '/api/v1/statuses', {
      status: '@alice the notification test says hello',
    })

    const feed = await openNotificationsAs(page, 'alice')

    const follow = row(feed, 'Botty followed you')
    await expect
      .poll(() => follow.getByRole('link', { name: 'Botty' }).getAttribute('href'), eventually)
      .toBe('/botty')
    // A follow request is answered on its row (tests/e2e/follow-requests.test.ts answers them).
    const request = row(feed, 'Lena (locked) wants to follow you')
    await request
      .getByRole('button', { name: 'Approve the follow request of Lena (locked)' })
      .waitFor()
    await request
      .getByRole('button', { name: 'Deny the follow request of Lena (locked)' })
      .waitFor()

    const like = row(feed, 'Botty favorited your status')
    expect(await like.getByRole('link', { name: /sitting in a box/ }).getAttribute('href')).toBe(
      `/notice/${cats}`,
    )
    const repeat = row(feed, 'Mira (MFA) repeated your status')
    expect(await repeat.getByRole('link', { name: /sitting in a box/ }).getAttribute('href')).toBe(
      `/notice/${cats}`,
    )
    const reaction = row(feed, 'Bob reacted with')
    const emoji = reaction.locator('img.notification-emoji')
    expect(await emoji.getAttribute('alt')).toBe(':blobcat:')
    expect(await emoji.getAttribute('src')).toMatch(/^https?:\/\//)
    const ended = row(feed, 'A poll by Bob has ended')
    expect(await ended.getByRole('link', { name: /open first/ }).getAttribute('href')).toBe(
      `/notice/${poll}`,
    )
    const edit = row(feed, 'Bob edited a status')
    expect(await edit.getByRole('link', { name: /Second version/ }).getAttribute('href')).toBe(
      `/notice/${edited}`,
    )
    // A subscribed post and a mention are their status cards, with every status action.
    // The seed holds one for this post too (alice subscribes to bob).
    const posted = row(feed, 'Bob posted').first()
    await posted.getByRole('article').getByText('Subscribers get a notification').waitFor()
    const mentioned = row(feed, 'Bob mentioned you').filter({ hasText: 'the notification test' })
    await mentioned.getByRole('article').getByText('the notification test says hello').waitFor()
    expect(await mentioned.getByRole('button', { name: /favou?rite/i }).count()).toBeGreaterThan(0)

    // Each leads where it says: the preview to the status, Enter on a follow to the profile.
    await like.getByRole('link', { name: /sitting in a box/ }).click()
    await page.waitForURL((location) => location.pathname === `/notice/${cats}`)
    await page.goBack()
    await row(feed, 'Botty followed you').waitFor()
    await row(feed, 'Botty followed you').focus()
    await page.keyboard.press('Enter')
    await page.waitForURL((location) => location.pathname === '/botty')
    await page.goBack()
    const card = row(feed, 'the notification test says hello').getByRole('article')
    await card.waitFor()
    await card.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL((location) => location.pathname === `/notice/${mention.id}`)
    // The oldest (further down the list, drawn once scrolled to): a move leads to the new account.
    await page.goBack()
    const move = await scrolledToRow(feed, 'Old Account migrated to New Account')
    expect(
      await move.getByRole('link', { name: 'New Account' }).first().getAttribute('href'),
    ).toMatch(/^\/users\//)
    expect(h.pageErrors).toEqual([])
  })

  it('shows reports to staff, with the reporter, the reported account and the comment', async () => {
    const { page } = h
    const feed = await openNotificationsAs(page, 'admin')
    const report = row(feed, 'Bob reported Eve')
    await report.getByText('This is spam.').waitFor()
    expect(await report.getByRole('link', { name: 'Eve' }).getAttribute('href')).toMatch(
      /^\/users\//,
    )
    expect(await report.getByText('1 status attached').count()).toBe(1)
    expect(h.pageErrors).toEqual([])
  })
})
