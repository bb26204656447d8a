import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addColumn, column, columnTitles, deck, openDeckAs } from './deck-helpers'
import { useHarness } from './harness'
import { apiAs } from './notifications-helpers'
import { idOf } from './profile-helpers'

/** Waits for what the page does in its own time (a fetch, a stream frame, a redraw). */
const eventually = { timeout: 15_000 }

interface ServerReport {
  id: string
  state: string
  content: string
  notes: { id: string; content: string }[]
}

async function serverReport(baseUrl: string, id: string): Promise<ServerReport> {
  return apiAs<ServerReport>(baseUrl, 'mod', 'GET', `/api/v1/pleroma/admin/reports/${id}`)
}

async function findReport(baseUrl: string, content: string): Promise<ServerReport | undefined> {
  const { reports } = await apiAs<{ reports: ServerReport[] }>(
    baseUrl,
    'mod',
    'GET',
    '/api/v1/pleroma/admin/reports?page_size=200',
  )
  return reports.find((report) => report.content === content)
}

/** A member files a report through the API (the report modal is issue 18's, tested there). */
async function fileReport(baseUrl: string, comment: string): Promise<string> {
  const bob = await idOf(baseUrl, 'bob')
  const statuses = await apiAs<{ id: string }[]>(
    baseUrl,
    'alice',
    'GET',
    `/api/v1/accounts/${bob}/statuses?limit=2`,
  )
  const report = await apiAs<{ id: string }>(baseUrl, 'alice', 'POST', '/api/v1/reports', {
    account_id: bob,
    status_ids: statuses.map((status) => status.id),
    comment,
  })
  return report.id
}

/** The moderator's deck with an open-reports column, its first page in. */
async function reportsColumnAs(page: Page, nickname: string) {
  await openDeckAs(page, nickname)
  await addColumn(page, 'Reports')
  const reports = column(page, 'Reports: open')
  await reports.getByRole('feed', { name: 'Reports' }).waitFor()
  await expect
    .poll(
      () => reports.getByRole('feed', { name: 'Reports' }).getAttribute('aria-busy'),
      eventually,
    )
    .toBe('false')
  return reports
}

describe('moderation: the reports column', () => {
  const h = useHarness()

  it('shows a member’s report live; the moderator resolves it by keyboard, adds and deletes a note, reopens it', async () => {
    const { page, instance } = h
    const reports = await reportsColumnAs(page, 'mod')

    // The member, in a page of their own, reports two of bob's posts through the status menu.
    const member = await h.browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL: instance.url,
    })
    try {
      const memberPage = await member.newPage()
      await openDeckAs(memberPage, 'alice')
      const first = column(memberPage, 'Home').getByRole('article', { name: /@bob/ }).first()
      await first.getByRole('button', { name: 'More' }).click()
      await memberPage.getByRole('menuitem', { name: 'Report' }).click()
      const dialog = memberPage.getByRole('dialog', { name: 'Reporting @bob' })
      const choices = dialog.getByRole('checkbox')
      await choices.nth(1).waitFor()
      await choices.nth(0).check()
      await choices.nth(1).check()
      await dialog.getByLabel('Additional comments').fill('Two of bob’s posts, live')
      await dialog.getByRole('button', { name: 'Submit' }).click()
      await dialog.waitFor({ state: 'detached' })
    } finally {
      await member.close()
    }

    // It arrives without a reload, counted as new, with its two posts.
    const report = reports.getByRole('article', { name: 'Report on Bob' }).filter({
      hasText: 'Two of bob’s posts, live',
    })
    await report.waitFor(eventually)
    await reports.getByText('1 new report').waitFor()
    expect(await report.locator('.reported-status').count()).toBe(2)
    const filed = await findReport(instance.url, 'Two of bob’s posts, live')
    expect(filed?.state).toBe('open')
    const id = filed?.id ?? ''

    // Keyboard only: the reports column is the deck's fifth, 5 puts focus on its newest report;
    // j and k move between reports.
    expect(await columnTitles(page)).toEqual([
      'Home',
      'Notifications',
      'Local',
      'Federated',
      'Reports: open',
    ])
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute('data-report-id'))
    await page.keyboard.press('5')
    await expect.poll(focused).toBe(id)
    await page.keyboard.press('j')
    await expect.poll(focused).not.toBe(id)
    await page.keyboard.press('k')
    await expect.poll(() => report.evaluate((node) => node === document.activeElement)).toBe(true)
    await page.keyboard.press('R')
    await report.getByText('Resolved', { exact: true }).waitFor(eventually)
    await expect.poll(async () => (await serverReport(instance.url, id)).state).toBe('resolved')

    // A note: N puts focus in its field, Enter adds it; it shows with its author.
    await page.keyboard.press('N')
    await page.keyboard.type('Checked with bob')
    await page.keyboard.press('Enter')
    const note = report.locator('.report-note').filter({ hasText: 'Checked with bob' })
    await note.waitFor(eventually)
    await note.getByText('Mo Moderator').waitFor()
    expect((await serverReport(instance.url, id)).notes.map((n) => n.content)).toEqual([
      'Checked with bob',
    ])
    await note.getByRole('button', { name: 'Delete note' }).click()
    await note.waitFor({ state: 'detached', ...eventually })
    expect((await serverReport(instance.url, id)).notes).toEqual([])

    // Escape leaves the note field for the report; O reopens it.
    await report.getByLabel('Add a note').focus()
    await page.keyboard.press('Escape')
    await page.keyboard.press('O')
    await report.getByText('Open', { exact: true }).waitFor(eventually)
    await expect.poll(async () => (await serverReport(instance.url, id)).state).toBe('open')
    expect(h.pageErrors).toEqual([])
  })

  it('closes two selected reports in one change', async () => {
    const { page, instance } = h
    const one = await fileReport(instance.url, 'Bulk one')
    const two = await fileReport(instance.url, 'Bulk two')
    const reports = await reportsColumnAs(page, 'admin')
    for (const comment of ['Bulk one', 'Bulk two']) {
      const report = reports.getByRole('article').filter({ hasText: comment })
      await report.getByRole('checkbox', { name: 'Select this report' }).check()
    }
    const bulk = reports.getByRole('group', { name: 'Selected reports' })
    await bulk.getByText('2 reports selected').waitFor()
    await bulk.getByRole('button', { name: 'Close all' }).click()
    await bulk.waitFor({ state: 'detached', ...eventually })
    await expect
      .poll(async () => [
        (await serverReport(instance.url, one)).state,
        (await serverReport(instance.url, two)).state,
      ])
      .toEqual(['closed', 'closed'])
    for (const comment of ['Bulk one', 'Bulk two']) {
      await reports
        .getByRole('article')
        .filter({ hasText: comment })
        .getByText('Closed', { exact: true })
        .waitFor()
    }
    expect(h.pageErrors).toEqual([])
  })

  it('refuses a member: no reports kind in the picker, and the route says why', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await deck(page).getByRole('button', { name: 'Add column' }).last().click()
    const dialog = page.getByRole('dialog', { name: 'Add a column' })
    await dialog.getByRole('button', { name: 'Home', exact: true }).waitFor()
    expect(await dialog.getByRole('button', { name: 'Reports', exact: true }).count()).toBe(0)
    await page.keyboard.press('Escape')

    await page.goto('/moderation/reports')
    await page.getByText('Only moderators and admins can see reports.').waitFor(eventually)
    expect(await page.getByRole('article', { name: /^Report on/ }).count()).toBe(0)
  })
})
