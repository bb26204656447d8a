// Settings that follow the user and travel in files: a change in one browser shows in a
// second; server-side options go through wipe, confirm or restore against the instance; the
// settings file round-trips, and every bad file is refused with its message.
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { openDeckAs } from './deck-helpers'
import { useHarness } from './harness'
import { apiAs, openSettings, settingsDialog, textFile } from './settings-helpers'

async function setFaults(url: string, faults: Record<string, number>) {
  await fetch(`${url}/__control/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(faults),
  })
}

describe('settings that follow the user', () => {
  const h = useHarness(undefined, { testControl: true })

  it('shows a change made in one browser in a second one', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    const dialog = await openSettings(page, 'Theme and style')
    await dialog.getByRole('radio', { name: 'Dark, high contrast' }).check()
    await expect.poll(() => page.locator('html').getAttribute('data-look')).toBe('dark-hc')
    await dialog.getByRole('tab', { name: 'General' }).click()
    await dialog.getByRole('switch', { name: 'Hide the instance name in the top bar' }).click()
    // Saved to the account's settings profile on the server a moment later.
    await expect
      .poll(
        async () => {
          const stored = await apiAs<{ settings: { settings: Record<string, unknown> } }>(
            h.instance.url,
            'alice',
            '/api/v1/akkoma/frontend_settings/akkoma-deck/settings-default',
          ).catch(() => null)
          return stored?.settings.settings.hideSiteName
        },
        { timeout: 10_000 },
      )
      .toBe(true)

    const second = await h.browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL: h.instance.url,
    })
    try {
      const other = await second.newPage()
      await openDeckAs(other, 'alice')
      const brand = other.getByRole('link', { name: /go to the deck/ })
      await expect
        .poll(() => brand.getByText('Akkoma Deck Local').count(), { timeout: 10_000 })
        .toBe(0)
      // The look chosen there is this browser's too.
      await expect
        .poll(() => other.locator('html').getAttribute('data-look'), { timeout: 10_000 })
        .toBe('dark-hc')
      const otherDialog = await openSettings(other, 'General')
      expect(
        await otherDialog
          .getByRole('switch', { name: 'Hide the instance name in the top bar' })
          .getAttribute('aria-checked'),
      ).toBe('true')
    } finally {
      await second.close()
    }
  })

  it('wipes a server-side option while it saves, then confirms it, or restores it on failure', async () => {
    const { page } = h
    await openDeckAs(page, 'lena')
    const dialog = await openSettings(page, 'Profile')
    const locked = dialog.getByRole('switch', {
      name: 'Approve followers by hand (locked account)',
    })
    await locked.waitFor()
    expect(await locked.getAttribute('aria-checked')).toBe('true')

    await setFaults(h.instance.url, { latencyMs: 600 })
    await locked.click()
    // Wiped while the request runs.
    await dialog.getByText('Saving on the server…').waitFor()
    expect(await locked.isDisabled()).toBe(true)
    // Confirmed with the server's answer.
    await dialog.getByText('Saving on the server…').waitFor({ state: 'detached' })
    await expect.poll(() => locked.isEnabled()).toBe(true)
    expect(await locked.getAttribute('aria-checked')).toBe('false')
    await setFaults(h.instance.url, { latencyMs: 0 })
    expect(
      (
        await apiAs<{ locked: boolean }>(
          h.instance.url,
          'lena',
          '/api/v1/accounts/verify_credentials',
        )
      ).locked,
    ).toBe(false)

    await setFaults(h.instance.url, { failRate: 1, failStatus: 500 })
    await locked.click()
    await dialog.getByText('The server did not take the change; the old value is back.').waitFor()
    expect(await locked.getAttribute('aria-checked')).toBe('false')
    await setFaults(h.instance.url, { failRate: 0 })
    expect(
      (
        await apiAs<{ locked: boolean }>(
          h.instance.url,
          'lena',
          '/api/v1/accounts/verify_credentials',
        )
      ).locked,
    ).toBe(false)

    // The notification options confirm on the server's success status.
    await dialog.getByRole('tab', { name: 'Notifications' }).click()
    const strangers = dialog.getByRole('switch', {
      name: "Block notifications from people I don't follow",
    })
    await strangers.click()
    await expect.poll(() => strangers.getAttribute('aria-checked')).toBe('true')
    const me = await apiAs<{
      pleroma: { notification_settings: { block_from_strangers: boolean } }
    }>(h.instance.url, 'lena', '/api/v1/accounts/verify_credentials')
    expect(me.pleroma.notification_settings.block_from_strangers).toBe(true)
  })
})

describe('the settings file', () => {
  const h = useHarness()

  it('round-trips: saved, changed, loaded back', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    const dialog = await openSettings(page, 'General')
    const compact = dialog.getByRole('button', { name: /Post density/ })
    await compact.click()
    await page.getByRole('option', { name: 'Compact' }).click()
    await dialog.getByRole('tab', { name: 'Data import and export' }).click()
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Save settings to a file', exact: true }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('akkoma-deck-settings.json')
    const text = await readFile(await file.path(), 'utf8')
    const saved = JSON.parse(text) as Record<string, unknown>
    expect(saved._pleroma_settings_version).toEqual([1, 0])
    expect(saved.statusDensity).toBe('compact')
    expect(saved).not.toHaveProperty('customTheme')

    await dialog.getByRole('tab', { name: 'General' }).click()
    await dialog.getByRole('button', { name: /Post density/ }).click()
    await page.getByRole('option', { name: 'Comfortable' }).click()
    await dialog.getByRole('tab', { name: 'Data import and export' }).click()
    await dialog
      .locator('.settings-file input[type=file]')
      .first()
      .setInputFiles(textFile('settings.json', text, 'application/json'))
    await dialog.getByText('Settings loaded from the file.').waitFor()
    await dialog.getByRole('tab', { name: 'General' }).click()
    await dialog.getByRole('button', { name: /Post density.*Compact/ }).waitFor()
  })

  it('refuses each bad file with its message and changes nothing', async () => {
    const { page } = h
    await openDeckAs(page, 'bob')
    const dialog = await openSettings(page, 'Data import and export')
    const input = dialog.locator('.settings-file input[type=file]').first()
    const section = dialog.locator('section', {
      has: page.getByRole('heading', { name: 'Settings file' }),
    })
    const load = async (text: string) => {
      await input.setInputFiles(textFile('file.json', text, 'application/json'))
    }
    const cases: [string, string][] = [
      [
        JSON.stringify({ _pleroma_settings_version: [2, 0], hideNsfw: false }),
        'newer format (2) than this client reads (1)',
      ],
      [
        JSON.stringify({ _pleroma_settings_version: [0, 3], hideNsfw: false }),
        'older format (0) than this client reads (1)',
      ],
      ['{ not json', 'This file is not a settings file of this client'],
      [JSON.stringify({ hideNsfw: false }), 'This file is not a settings file of this client'],
      [
        '{"_pleroma_settings_version":[1,0],"__proto__":{"hideNsfw":false}}',
        'This file is not a settings file of this client',
      ],
      [
        JSON.stringify({
          _pleroma_settings_version: [1, 0],
          muteWords: ['<script>alert(1)</script>'],
        }),
        'This file is not a settings file of this client',
      ],
      [
        JSON.stringify({ _pleroma_settings_version: [1, 0], hideNsfw: 'no', maxThumbnails: -1 }),
        'Invalid settings imported (hideNsfw, maxThumbnails)',
      ],
      [
        `{"_pleroma_settings_version":[1,0],"muteWords":["${'x'.repeat(600_000)}"]}`,
        'far too large',
      ],
    ]
    for (const [text, message] of cases) {
      await load(text)
      await section.getByRole('alert').filter({ hasText: message }).waitFor()
    }
    // A slightly newer file loads, with a warning.
    await load(JSON.stringify({ _pleroma_settings_version: [1, 4], hideNsfw: false }))
    await section.getByText('slightly newer than this client').waitFor()
    await dialog.getByRole('tab', { name: 'General' }).click()
    await settingsDialog(page).getByRole('switch', { name: 'Hide sensitive media' }).waitFor()
    expect(
      await settingsDialog(page)
        .getByRole('switch', { name: 'Hide sensitive media' })
        .getAttribute('aria-checked'),
    ).toBe('false')
    expect(h.pageErrors).toEqual([])
  })
})
