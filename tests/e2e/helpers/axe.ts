import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import type { Page } from '@playwright/test'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[]; html: string }[] }

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // The page as a visitor has seen it: scrolled through once (sections that fade in on arrival have arrived),
  // and with the animations and transitions under way ended — a half-faded text is not what stays. They are
  // ended rather than awaited: off screen a section is not rendered, so its animations wait until it is seen.
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100)
    for (let top = 0; top < document.documentElement.scrollHeight; top += step) {
      window.scrollTo(0, top)
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
    window.scrollTo(0, 0)
  })
  await page.evaluate(async () => {
    // A section that came into view late may start its fade-in a frame after the others have been ended.
    for (let round = 0; round < 20; round++) {
      const running = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
      for (const animation of running) animation.finish()
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      if (running.length === 0) break
    }
  })
  // Sections far from the screen are skipped by the browser's rendering (content-visibility, site.css): axe reads
  // a text's background from what is painted under it, and would find whatever lies behind a skipped section.
  await page.addStyleTag({ content: 'main > section, [data-frame] > footer { content-visibility: visible !important; }' })
  await page.addScriptTag({ content: axeSource })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations
  })
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join('\n  ')}`,
    )
    .join('\n')
}
