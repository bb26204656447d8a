import type { Page } from 'playwright-core'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import ar from '../../src/i18n/catalogues/ar.json'
import de from '../../src/i18n/catalogues/de.json'
import ja from '../../src/i18n/catalogues/ja.json'
import pl from '../../src/i18n/catalogues/pl.json'
import ru from '../../src/i18n/catalogues/ru.json'
import { openDeckAs } from './deck-helpers'
import { useHarness } from './harness'
import { apiAs, emitNotification } from './notifications-helpers'

type Catalogue = Record<string, string>

async function documentLanguage(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    cookie: document.cookie,
    // Set before switching: still there only if the page was not reloaded.
    sameDocument: (window as { marker?: boolean }).marker === true,
  }))
}

/** English, as the client's own messages name things before any language is chosen. */
const english: Catalogue = {
  'deck.label': 'Deck',
  'nav.settings': 'Settings',
  'settings.settings': 'Settings',
  'settings.option.interface_language': 'Interface language',
}

/** The deck, named in the language the page speaks. */
function deckIn(page: Page, catalogue: Catalogue) {
  return page.getByRole('main', { name: catalogue['deck.label'], exact: true })
}

/**
 * Opens the settings from the top bar, chooses an interface language there (each named in
 * itself), and closes them; every name read in the language the page speaks now.
 */
async function chooseLanguage(page: Page, locale: string, now: Catalogue) {
  await page.getByRole('button', { name: now['nav.settings'], exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: now['settings.settings'] })
  await dialog.waitFor()
  const label = now['settings.option.interface_language'] ?? ''
  await dialog.getByRole('button', { name: new RegExp(`^${label}`) }).click()
  const ownName = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale
  await page.getByRole('option', { name: ownName, exact: true }).click()
  await page.getByRole('listbox').waitFor({ state: 'detached' })
  // The settings now speak the language chosen; Escape closes them.
  await page.keyboard.press('Escape')
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
}

describe('the interface language', () => {
  const h = useHarness(undefined, { testControl: true })

  it('switches to German, Japanese and Arabic from the settings without a reload, and keeps it', async () => {
    const { page } = h
    await openDeckAs(page, 'alice')
    await page.evaluate(() => {
      ;(window as { marker?: boolean }).marker = true
    })
    const home = (catalogue: Catalogue) =>
      deckIn(page, catalogue).getByRole('region', { name: catalogue['columns.home'], exact: true })

    await chooseLanguage(page, 'de', english)
    await home(de).waitFor()
    expect(await documentLanguage(page)).toEqual({
      lang: 'de',
      dir: 'ltr',
      cookie: expect.stringContaining('userLanguage=de') as string,
      sameDocument: true,
    })

    await chooseLanguage(page, 'ja', de)
    await home(ja).waitFor()
    expect(await documentLanguage(page)).toMatchObject({ lang: 'ja', sameDocument: true })

    await chooseLanguage(page, 'ar', ja)
    const arabicDeck = deckIn(page, ar)
    await home(ar).waitFor()
    expect(await documentLanguage(page)).toEqual({
      lang: 'ar',
      dir: 'rtl',
      cookie: expect.stringContaining('userLanguage=ar') as string,
      sameDocument: true,
    })
    // Mirrored: the first column on the right, the next to its left.
    const columns = arabicDeck.locator('section.column')
    const first = await columns.nth(0).boundingBox()
    const second = await columns.nth(1).boundingBox()
    if (!first || !second) throw new Error('the deck has fewer than two columns')
    expect(first.x).toBeGreaterThan(second.x)

    await page.reload()
    await home(ar).waitFor()
    expect(await documentLanguage(page)).toMatchObject({ lang: 'ar', dir: 'rtl' })
  })

  const plurals: [string, string, Catalogue, Record<number, string>][] = [
    // The CLDR category each count falls in, so the forms checked are the language's own.
    ['ar', 'bob', ar, { 1: 'one', 2: 'two', 5: 'few', 11: 'many' }],
    ['pl', 'lena', pl, { 1: 'one', 2: 'few', 5: 'many', 11: 'many' }],
    ['ru', 'botty', ru, { 1: 'one', 2: 'few', 5: 'many', 11: 'many' }],
  ]
  for (const [locale, nickname, catalogue, categories] of plurals) {
    it(`counts 1, 2, 5 and 11 unseen notifications in the right plural form (${locale})`, async () => {
      const { page, instance } = h
      const rules = new Intl.PluralRules(locale)
      for (const [count, category] of Object.entries(categories)) {
        expect(rules.select(Number(count))).toBe(category)
      }
      const intl = createIntl({ locale, messages: catalogue, onError: () => undefined })
      // Whatever the account had is read, so the count starts at none.
      await apiAs(instance.url, nickname, 'POST', '/api/v1/pleroma/notifications/read', {
        max_id: String(Number.MAX_SAFE_INTEGER),
      })
      await openDeckAs(page, nickname)
      await chooseLanguage(page, locale, english)
      const column = deckIn(page, catalogue).getByRole('region', {
        name: catalogue['columns.notifications'],
        exact: true,
      })
      await column.waitFor()
      expect(await column.getByRole('status').count()).toBe(0)
      let raised = 0
      for (const count of [1, 2, 5, 11]) {
        while (raised < count) {
          await emitNotification(instance.url, { to: nickname, from: 'mira', type: 'follow' })
          raised++
        }
        // The number as the page writes it in that language, in the form the category takes.
        const numeral = await page.evaluate(([l, n]) => new Intl.NumberFormat(l).format(n), [
          locale,
          count,
        ] as const)
        const expected = intl
          .formatMessage({ id: 'notifications.unseen_badge' }, { count })
          .replace(intl.formatNumber(count), numeral)
        await column.getByRole('status').getByText(expected, { exact: true }).waitFor()
      }
    })
  }
})
