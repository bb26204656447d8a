import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'

const axeSource = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8')

export const looks = ['light', 'dark', 'light-hc', 'dark-hc'] as const
export type Look = (typeof looks)[number]

export interface Finding {
  look: string
  rule: string
  impact: string
  targets: string[]
  summary: string
}

/**
 * Runs axe on the page as it is, once in each look (switched on <html data-look>, as the app
 * does), and returns the serious and critical findings. axe is evaluated through the
 * debugging protocol, which the page's Content-Security-Policy does not govern.
 */
export async function seriousFindings(page: Page, inLooks: readonly Look[] = looks) {
  await page.evaluate(axeSource)
  const findings: Finding[] = []
  for (const look of inLooks) {
    const found = await page.evaluate(async (name) => {
      document.documentElement.setAttribute('data-look', name)
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
      // Colours that ease into the new look (a button's background) are measured once they
      // arrive, not halfway between two looks.
      const easing = document.getAnimations().filter((motion) => motion instanceof CSSTransition)
      await Promise.all(easing.map((motion) => motion.finished.catch(() => undefined)))
      const axe = (window as unknown as { axe: AxeLike }).axe
      const result = await axe.run(document, { resultTypes: ['violations'] })
      return result.violations
        .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
        .map((rule) => ({
          look: name,
          rule: rule.id,
          impact: rule.impact ?? '',
          targets: rule.nodes.slice(0, 5).map((node) => node.target.join(' ')),
          summary: rule.nodes[0]?.failureSummary ?? '',
        }))
    }, look)
    findings.push(...found)
  }
  return findings
}

interface AxeLike {
  run: (
    context: Document,
    options: object,
  ) => Promise<{
    violations: {
      id: string
      impact?: string | null
      nodes: { target: string[]; failureSummary?: string }[]
    }[]
  }>
}

/** Waits until the route has drawn its content: no boot or loading frame, the network quiet. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(
    () =>
      document.querySelector('.boot-frame, .screen-loading') === null &&
      document.querySelector('main, [role="main"]') !== null,
  )
  await page.waitForLoadState('networkidle')
}
