import { expect, type Page } from '@playwright/test'

/**
 * Waits until the car list on the page is live: its buttons answer once React has taken over the server's HTML,
 * which a busy machine may take a moment after the page's load event.
 */
export async function carListReady(page: Page): Promise<void> {
  await expect(page.locator('[data-car-list]')).toHaveAttribute('data-hydrated', '')
}
