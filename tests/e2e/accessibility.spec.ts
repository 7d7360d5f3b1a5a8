import { expect, test } from '@playwright/test'

import { describeViolations, seriousViolations } from './helpers/axe'
import { siteUrl } from './helpers/server'
import { DEMO_HOMES } from './helpers/sites'

test.describe('accessibility', () => {
  // A page loaded twice and two axe passes: more than the default on two busy cores.
  test.describe.configure({ timeout: 120_000 })
  for (const site of DEMO_HOMES) {
    test(`${site.host}: the home page has no serious or critical axe violation`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(siteUrl(site.host))
      const desktop = await seriousViolations(page)
      expect(desktop, describeViolations(desktop)).toEqual([])
      await page.setViewportSize({ width: 375, height: 812 })
      await page.reload()
      const phone = await seriousViolations(page)
      expect(phone, describeViolations(phone)).toEqual([])
    })
  }

  test('a content page and the 404 page have no serious or critical axe violation', async ({ page }) => {
    for (const path of ['/bilagande/finansiering', '/finns-inte']) {
      await page.goto(siteUrl('se.localhost', path))
      const violations = await seriousViolations(page)
      expect(violations, `${path}\n${describeViolations(violations)}`).toEqual([])
    }
  })

  test('the page works by keyboard: skip link, menu and scroll-to-top', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(siteUrl('no.localhost'))
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Gå til innholdet' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    const menuButton = page.getByRole('button', { name: 'Meny', exact: true })
    for (let i = 0; i < 5 && !(await menuButton.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    await expect(menuButton).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    // The phone menu takes the focus to its first entry.
    await expect(page.getByRole('navigation', { name: 'Hovedmeny' }).locator('a, button').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(menuButton).toBeFocused()
  })
})
