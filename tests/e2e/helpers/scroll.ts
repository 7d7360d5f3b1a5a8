import type { Locator, Page } from '@playwright/test'

/** Two animation frames: what a scroll handler that measures in requestAnimationFrame needs to have run. */
export async function settleFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
}

/**
 * Scrolls by small steps until the scroll-to-top button shows. It steps aside wherever it would sit on words, a
 * form's outcome or a send button, so a test looks for a place on the page where it is shown, as a visitor would.
 */
export async function scrollUntilShown(
  page: Page,
  button: Locator,
  { step = 16, limit = 2400 }: { step?: number; limit?: number } = {},
): Promise<void> {
  for (let moved = 0; Math.abs(moved) <= limit; moved += step) {
    await settleFrames(page)
    if (await button.isVisible()) return
    const before = await page.evaluate(() => window.scrollY)
    await page.evaluate((by) => window.scrollBy({ top: by, behavior: 'instant' }), step)
    if ((await page.evaluate(() => window.scrollY)) === before) break
  }
  throw new Error(`the scroll-to-top button is shown nowhere within ${limit} px of scrolling by ${step} px`)
}
