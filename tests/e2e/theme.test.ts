// The theme engine (issue 21): the instance's themes offered, chosen and kept over a reload;
// a custom theme edited with live contrast, warned below AA and fixed, saved, drawn from the
// first frame of a reload, exported and imported elsewhere; the settings file with theme
// carries it and the plain one does not; no colour-contrast finding in any offered theme.
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { openDeckAs } from './deck-helpers'
import { desktop, useHarness } from './harness'
import { apiAs, openSettings, textFile } from './settings-helpers'
import {
  chooseTheme,
  closeSettings,
  contrastFindings,
  firstFrame,
  instanceThemes,
  probeFirstFrame,
  themeBackground,
} from './theme-helpers'

const storedSettings = (url: string, nickname: string) =>
  apiAs<{ settings: { settings: Record<string, unknown> } }>(
    url,
    nickname,
    '/api/v1/akkoma/frontend_settings/akkoma-deck/settings-default',
  ).then(
    (stored) => stored.settings.settings,
    () => null,
  )

describe('the theme engine', () => {
  const h = useHarness(desktop, { testControl: true })

  it("offers the instance's themes: one chosen applies, follows the user, and survives a reload", async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    const dialog = await openSettings(page, 'Theme and style')
    const offered = dialog.getByRole('radiogroup', { name: "This instance's themes" })
    await offered.getByRole('radio').first().waitFor()
    expect(await offered.getByRole('radio').count()).toBe(Object.keys(instanceThemes).length)
    await chooseTheme(page, 'redmond-xx')
    await expect.poll(() => themeBackground(page)).toBe(instanceThemes['redmond-xx'])
    expect(await page.locator('html').getAttribute('data-look')).toBe('light')
    // The choice is a setting: saved to the account's settings on the server.
    await expect
      .poll(async () => (await storedSettings(h.instance.url, 'alice'))?.theme, { timeout: 10_000 })
      .toBe('redmond-xx')

    await probeFirstFrame(page)
    await page.reload()
    expect(await firstFrame(page)).toEqual({ bg: instanceThemes['redmond-xx'], look: 'light' })
    await page.getByRole('main', { name: 'Deck' }).waitFor()
    await expect.poll(() => themeBackground(page)).toBe(instanceThemes['redmond-xx'])
    const again = await openSettings(page, 'Theme and style')
    expect(await again.getByRole('radio', { name: 'redmond-xx' }).isChecked()).toBe(true)
    // The editor opens on the theme in use: the instance's, as drawn.
    await again.getByRole('button', { name: 'Make your own theme' }).click()
    const editor = again.getByRole('group', { name: 'Theme editor' })
    expect(await editor.getByLabel('Theme name').inputValue()).toBe('Redmond XX')
    expect(await editor.getByLabel('Background colour', { exact: true }).inputValue()).toBe(
      instanceThemes['redmond-xx'],
    )
    expect(
      await editor.getByLabel('Top bar · Background colour', { exact: true }).inputValue(),
    ).toBe('#000080')
    await editor.getByRole('button', { name: 'Close the editor' }).click()
    // Back to a built-in look: the theme's colours leave.
    await again.getByRole('radio', { name: 'Dark', exact: true }).check()
    await expect.poll(() => themeBackground(page)).toBe('')
    await expect.poll(() => page.locator('html').getAttribute('data-look')).toBe('dark')
  })

  it("draws the instance's default theme, whatever its name, until the user chooses", async () => {
    const { page } = h
    const defaultTheme = (theme: string | null) =>
      fetch(`${h.instance.url}/__control/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ defaultTheme: theme }),
      })
    await defaultTheme('pleroma-dark')
    try {
      await probeFirstFrame(page)
      await openDeckAs(page, 'botty')
      await expect.poll(() => themeBackground(page)).toBe(instanceThemes['pleroma-dark'])
      const dialog = await openSettings(page, 'Theme and style')
      expect(await dialog.getByRole('radio', { name: 'pleroma-dark' }).isChecked()).toBe(true)
      // The editor starts from it.
      await dialog.getByRole('button', { name: 'Make your own theme' }).click()
      const editor = dialog.getByRole('group', { name: 'Theme editor' })
      expect(await editor.getByLabel('Background colour', { exact: true }).inputValue()).toBe(
        instanceThemes['pleroma-dark'],
      )
      await editor.getByRole('button', { name: 'Close the editor' }).click()
      // The instance names another: it follows, as nobody chose.
      await defaultTheme('redmond-xx')
      await page.reload()
      await expect.poll(() => themeBackground(page)).toBe(instanceThemes['redmond-xx'])
      // The user's choice wins, and stays over a reload.
      await chooseTheme(page, 'Light')
      await expect.poll(() => themeBackground(page)).toBe('')
      await expect.poll(() => page.locator('html').getAttribute('data-look')).toBe('light')
      await expect
        .poll(async () => (await storedSettings(h.instance.url, 'botty'))?.theme, {
          timeout: 10_000,
        })
        .toBe('light')
      await page.reload()
      await page.getByRole('main', { name: 'Deck' }).waitFor()
      const frame = await firstFrame(page)
      expect(frame.look).toBe('light')
      expect(frame.bg).not.toBe(instanceThemes['redmond-xx'])
      expect(await themeBackground(page)).toBe('')
    } finally {
      await defaultTheme(null)
    }
  })

  it('edits a custom theme with live contrast, warns below AA, fixes, saves, reloads without a flash, exports and imports it', async () => {
    const { page } = h
    await openDeckAs(page, 'bob')
    const dialog = await openSettings(page, 'Theme and style')
    await dialog.getByRole('button', { name: 'Make your own theme' }).click()
    const editor = dialog.getByRole('group', { name: 'Theme editor' })
    await editor.waitFor()
    await editor.getByLabel('Theme name').fill('Paper')
    await editor.getByLabel('Background colour', { exact: true }).fill('#f4f0e8')
    await editor.getByLabel('Text colour', { exact: true }).fill('#9a9a9a')
    // Live: the pair's ratio and level beside the colour.
    const pair = editor.locator('[data-pair="text/bg"]')
    await expect.poll(() => pair.getAttribute('data-level')).toBe('belowAA')
    expect(await pair.textContent()).toMatch(/on Background: 2\.\d\d:1 below AA/)
    // The preview is drawn in the theme being edited.
    const preview = editor.getByRole('region', { name: 'Preview' })
    // The real status card and notification row, with sample data (inert: a picture only).
    await preview.locator('article.status').waitFor()
    expect(await preview.locator('.notification[data-notification-type="like"]').count()).toBe(1)
    expect(await preview.evaluate((node) => getComputedStyle(node).getPropertyValue('--bg'))).toBe(
      '#f4f0e8',
    )

    // Saving warns about the pairs below AA; the one-click fix nudges the text colour.
    await editor.getByRole('button', { name: 'Save and use' }).click()
    const warning = editor.getByRole('alert').filter({ hasText: 'below AA' })
    await warning.waitFor()
    expect(await warning.textContent()).toContain('Text on Background: 2.')
    await editor.getByRole('button', { name: 'Fix Text on Background' }).click()
    await expect.poll(() => pair.getAttribute('data-level')).not.toBe('belowAA')
    await warning.getByRole('button', { name: 'Fix them all' }).click()
    await expect.poll(() => editor.locator('[data-level="belowAA"]').count()).toBe(0)
    await editor.getByRole('button', { name: 'Save and use' }).click()
    await editor.getByRole('status').filter({ hasText: 'saved and in use' }).waitFor()
    await expect.poll(() => themeBackground(page)).toBe('#f4f0e8')
    await expect
      .poll(async () => (await storedSettings(h.instance.url, 'bob'))?.theme, { timeout: 10_000 })
      .toBe('custom')

    // Per-slot reset and whole reset.
    const text = editor.getByLabel('Text colour', { exact: true })
    const fixed = await text.inputValue()
    expect(fixed).not.toBe('#9a9a9a')
    await editor.getByRole('button', { name: 'Reset Text' }).click()
    await expect.poll(() => text.inputValue()).not.toBe(fixed)
    await editor.getByRole('button', { name: 'Reset the whole theme' }).click()
    await expect
      .poll(() => editor.getByLabel('Background colour', { exact: true }).inputValue())
      .toBe('#121a24')

    // The saved theme, not the draft, is drawn from the first frame of a reload.
    await probeFirstFrame(page)
    await page.reload()
    expect(await firstFrame(page)).toEqual({ bg: '#f4f0e8', look: 'light' })

    // Export: Akkoma's theme file, with its source.
    const reopened = await openSettings(page, 'Theme and style')
    await reopened.getByRole('button', { name: 'Edit your theme' }).click()
    const editing = reopened.getByRole('group', { name: 'Theme editor' })
    expect(await editing.getByLabel('Theme name').inputValue()).toBe('Paper')
    const download = page.waitForEvent('download')
    await editing.getByRole('button', { name: 'Export the theme file' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('Paper.json')
    const saved = await readFile(await file.path(), 'utf8')
    const parsed = JSON.parse(saved) as {
      _pleroma_theme_version: number
      source: { colors: Record<string, string> }
      theme: { colors: Record<string, string> }
    }
    expect(parsed._pleroma_theme_version).toBe(2)
    expect(parsed.source.colors.bg).toBe('#f4f0e8')
    expect(parsed.theme.colors.panelText).toMatch(/^#[0-9a-f]{6}$/)

    // Import into a second browser, another account.
    const second = await h.browser.newContext({ viewport: desktop, baseURL: h.instance.url })
    try {
      const other = await second.newPage()
      await openDeckAs(other, 'lena')
      const otherDialog = await openSettings(other, 'Theme and style')
      await otherDialog.getByRole('button', { name: 'Make your own theme' }).click()
      const otherEditor = otherDialog.getByRole('group', { name: 'Theme editor' })
      await otherEditor
        .getByLabel('Import a theme file')
        .setInputFiles(textFile('Paper.json', saved, 'application/json'))
      await otherEditor.getByRole('status').filter({ hasText: 'Theme file read' }).waitFor()
      expect(await otherEditor.getByLabel('Theme name').inputValue()).toBe('Paper')
      expect(await otherEditor.getByLabel('Background colour', { exact: true }).inputValue()).toBe(
        '#f4f0e8',
      )
      await otherEditor.getByRole('button', { name: 'Save and use' }).click()
      await expect.poll(() => themeBackground(other)).toBe('#f4f0e8')
      // A file that is no theme is refused with a message.
      await otherEditor
        .getByLabel('Import a theme file')
        .setInputFiles(
          textFile('x.json', '{"colors":{"bg":"url(javascript:alert(1))"}}', 'application/json'),
        )
      await otherEditor.getByRole('status').filter({ hasText: 'not a theme' }).waitFor()
    } finally {
      await second.close()
    }
  })

  it('puts the custom theme in the settings file with theme only', async () => {
    const { page } = h
    await openDeckAs(page, 'bob')
    const dialog = await openSettings(page, 'Theme and style')
    await dialog.getByRole('button', { name: /Make your own theme|Edit your theme/ }).click()
    const editor = dialog.getByRole('group', { name: 'Theme editor' })
    await editor.getByRole('button', { name: 'Reset the whole theme' }).click()
    await editor.getByLabel('Background colour', { exact: true }).fill('#203040')
    await editor.getByRole('button', { name: 'Save and use' }).click()
    await expect.poll(() => themeBackground(page)).toBe('#203040')
    const data = await openSettings(page, 'Data import and export')
    const files: Record<string, Record<string, unknown>> = {}
    for (const label of ['Save settings to a file', 'Save settings and theme to a file']) {
      const download = page.waitForEvent('download')
      await data.getByRole('button', { name: label }).click()
      const file = await download
      files[label] = JSON.parse(await readFile(await file.path(), 'utf8')) as Record<
        string,
        unknown
      >
    }
    const full = files['Save settings and theme to a file'] ?? {}
    const plain = files['Save settings to a file'] ?? {}
    expect((full.customThemeSource as { colors: Record<string, string> }).colors.bg).toBe('#203040')
    expect(full.customTheme).toBeTypeOf('object')
    expect(full.colors).toBeTypeOf('object')
    for (const name of ['customTheme', 'customThemeSource', 'colors'])
      expect(plain).not.toHaveProperty(name)
  })

  it('has no colour-contrast finding on the deck in any theme the instance offers', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await page.getByRole('main', { name: 'Deck' }).locator('article').first().waitFor()
    const findings: Record<string, string[]> = {}
    for (const [name, bg] of Object.entries(instanceThemes)) {
      await chooseTheme(page, name)
      await expect.poll(() => themeBackground(page)).toBe(bg)
      await closeSettings(page)
      const found = await contrastFindings(page)
      if (found.length > 0) findings[name] = found
    }
    expect(findings).toEqual({})
  })
})
