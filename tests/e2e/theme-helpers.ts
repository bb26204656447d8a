import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { openSettings, settingsDialog } from './settings-helpers'

const axeSource = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8')

/** The instance's themes (tests/fake-akkoma/routes/instance-files.ts) and their backgrounds. */
export const instanceThemes = {
  'pleroma-dark': '#121a24',
  'pleroma-light': '#f2f4f6',
  'redmond-xx': '#c0c0c0',
  'classic-dark': '#161c20',
} as const

/** The theme's background as set on <html> (empty for a built-in look). */
export function themeBackground(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.style.getPropertyValue('--bg'))
}

/** Records the theme's background and the painted one in the first frame the browser renders. */
export async function probeFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = document.documentElement
      ;(window as unknown as { firstFrame: unknown }).firstFrame = {
        bg: getComputedStyle(root).getPropertyValue('--bg').trim(),
        look: root.getAttribute('data-look'),
      }
    })
  })
}

export function firstFrame(page: Page): Promise<{ bg: string; look: string }> {
  return page
    .waitForFunction(() => (window as unknown as { firstFrame?: object }).firstFrame)
    .then((handle) => handle.jsonValue() as Promise<{ bg: string; look: string }>)
}

/** Chooses a theme in the settings' theme tab by its radio's name. */
export async function chooseTheme(page: Page, name: string): Promise<void> {
  const dialog = await openSettings(page, 'Theme and style')
  await dialog.getByRole('radio', { name, exact: true }).check()
}

export async function closeSettings(page: Page): Promise<void> {
  const dialog = settingsDialog(page)
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await dialog.waitFor({ state: 'detached' })
}

/** axe's colour-contrast rule on the page as it is drawn now. */
export async function contrastFindings(page: Page): Promise<string[]> {
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const easing = document.getAnimations().filter((motion) => motion instanceof CSSTransition)
    await Promise.all(easing.map((motion) => motion.finished.catch(() => undefined)))
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { nodes: { target: string[]; failureSummary?: string }[] }[] }>
        }
      }
    ).axe
    const result = await axe.run(document, { runOnly: ['color-contrast'] })
    return result.violations.flatMap((rule) =>
      rule.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    )
  })
}
