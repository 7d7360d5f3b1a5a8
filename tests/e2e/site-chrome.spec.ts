import { expect, test, type Locator, type Page } from '@playwright/test'

import { describeViolations, seriousViolations } from './helpers/axe'
import { cmsApi, cmsLogin, createSiteWithHome, siteUrl } from './helpers/server'

/** Navigation, menus, alert, footer, cookie consent and themes (spec 1 §2.4, §2.5, §4, §5, §9). */

const desktopNav = (page: Page, name = 'Huvudmeny') => page.locator(`header nav[aria-label="${name}"]`).first()
/** The first top-level entry with a mega menu. */
const firstPanelItem = (page: Page, name?: string) => desktopNav(page, name).locator('li[data-top]:has([data-panel])').first()

/**
 * Fake timers, paused once the page has loaded: the menu's delays then run only when the test moves the
 * clock, however slow the machine is.
 */
async function gotoWithPausedClock(page: Page, url: string) {
  await page.clock.install({ time: new Date('2026-11-22T08:00:00Z') })
  await page.goto(url)
  await page.locator('header nav li[data-top]').first().waitFor()
  await page.clock.pauseAt(new Date('2026-11-22T09:00:00Z'))
}

/** A visitor who already answered the cookie question, so the consent panel stays out of the way. */
async function withConsent(page: Page, host: string, value = 'v1.s0.m0') {
  await page.context().addCookies([{ name: 'cookieConsent', value, domain: host, path: '/' }])
}

/** Opens the bar's menu. A tap before the page's scripts have started does nothing, as for a person, who taps again. */
async function openMenu(button: Locator) {
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
}

test.describe('desktop mega menu', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page, 'se.localhost')
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  test('opens on hover and closes 200 ms after the pointer leaves', async ({ page }) => {
    await gotoWithPausedClock(page, siteUrl('se.localhost', '/bilagande/finansiering'))
    const item = firstPanelItem(page)
    const panel = item.locator('[data-panel]')
    await expect(panel).toBeHidden()
    await item.locator('a, button').first().hover()
    await expect(panel).toBeVisible()
    await page.mouse.move(700, 880)
    await page.clock.runFor(150)
    await expect(panel).toBeVisible()
    await page.clock.runFor(100)
    await expect(panel).toBeHidden()
  })

  test('closes on Escape and on an outside click, and 600 ms after choosing an item without children', async ({ page }) => {
    await gotoWithPausedClock(page, siteUrl('se.localhost', '/bilagande/finansiering'))
    const item = firstPanelItem(page)
    const trigger = item.locator('a, button').first()
    const panel = item.locator('[data-panel]')
    await trigger.hover()
    await expect(panel).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()

    await page.mouse.move(700, 880)
    await trigger.hover()
    await expect(panel).toBeVisible()
    await page.mouse.move(5, 600)
    await page.mouse.down()
    await page.mouse.up()
    await expect(panel).toBeHidden()

    await trigger.hover()
    // The last link of a submenu is an entry without children (a level-3 page, or a level-2 page without any).
    const leaf = panel.locator('a[href]').last()
    await leaf.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault(), { once: true }))
    await leaf.click()
    await page.clock.runFor(550)
    await expect(panel).toBeVisible()
    await page.clock.runFor(100)
    await expect(panel).toBeHidden()
  })

  test('works by keyboard: focus opens, arrows move, Escape returns to the entry', async ({ page }) => {
    await page.goto(siteUrl('se.localhost', '/bilagande/finansiering'))
    const triggers = desktopNav(page).locator(':scope > ul > li[data-top] > :is(a, button)')
    const first = triggers.first()
    for (let i = 0; i < 12 && !(await first.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab')
    await expect(first).toBeFocused()
    const firstItem = desktopNav(page).locator(':scope > ul > li[data-top]').first()
    if ((await firstItem.locator('[data-panel]').count()) > 0) await expect(firstItem.locator('[data-panel]')).toBeVisible()

    await page.keyboard.press('ArrowRight')
    await expect(triggers.nth(1)).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(first).toBeFocused()

    const item = firstPanelItem(page)
    const trigger = item.locator(':scope > :is(a, button)')
    await trigger.focus()
    await page.keyboard.press('ArrowDown')
    const panel = item.locator('[data-panel]')
    await expect(panel).toBeVisible()
    await expect(panel.locator('a').first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(panel.locator('a').nth(1)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('warns in the console when keyboard focus finds no visible entry', async ({ page }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.goto(siteUrl('se.localhost', '/bilagande/finansiering'))
    const item = firstPanelItem(page)
    // Nothing in the submenu can be seen: the arrow has nowhere to go.
    await item.locator('[data-panel] > div').evaluate((element) => ((element as HTMLElement).style.display = 'none'))
    const trigger = item.locator(':scope > :is(a, button)')
    await trigger.focus()
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => warnings.some((warning) => warning.includes('no visible item'))).toBe(true)
    await expect(trigger).toBeFocused()
  })

  test('shows pictures in a submenu of four entries or fewer', async ({ page }) => {
    await page.goto(siteUrl('se.localhost', '/bilagande/finansiering'))
    const items = desktopNav(page).locator('li[data-top]:has([data-panel])')
    let found = false
    for (let index = 0; index < (await items.count()) && !found; index++) {
      const item = items.nth(index)
      const children = await item.locator('[data-panel] > div > ul > li').count()
      if (children > 4) continue
      await item.locator(':scope > :is(a, button)').hover()
      const image = item.locator('[data-panel] img').first()
      if ((await image.count()) === 0) continue
      await expect(image).toBeVisible()
      expect(await image.evaluate((img: HTMLImageElement) => img.width / img.height)).toBeCloseTo(480 / 270, 1)
      const violations = await seriousViolations(page)
      expect(violations, describeViolations(violations)).toEqual([])
      found = true
    }
    expect(found).toBe(true)
  })
})

test.describe('bar at other widths', () => {
  test("moves items that do not fit into 'More' at 1280 px, and has no 'More' below it", async ({ page }) => {
    await withConsent(page, 'uk.localhost')
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(siteUrl('uk.localhost', '/about-us'))
    const nav = desktopNav(page, 'Main menu')
    const more = nav.getByRole('button', { name: 'More', exact: true })
    await expect(more).toBeVisible()
    const hidden = await nav.locator(':scope > ul > li[data-top].hidden').count()
    expect(hidden).toBeGreaterThan(0)
    await more.click()
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    const overflow = more.locator('xpath=..').locator('[data-panel]')
    await expect(overflow.locator(':scope > ul > li')).toHaveCount(hidden)
    const violations = await seriousViolations(page)
    expect(violations, describeViolations(violations)).toEqual([])

    await page.setViewportSize({ width: 1200, height: 800 })
    await expect(nav).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible()
  })

  test('below 1280 px the hamburger opens and closes on click, and an outside mousedown closes it', async ({ page }) => {
    await withConsent(page, 'se.localhost')
    await page.setViewportSize({ width: 1100, height: 800 })
    await page.goto(siteUrl('se.localhost', '/bilagande/finansiering'))
    const button = page.getByRole('button', { name: 'Meny', exact: true })
    await openMenu(button)
    const dropdown = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await expect(dropdown).toBeVisible()
    const toggle = dropdown.locator('button[data-expandable]').first()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const violations = await seriousViolations(page)
    expect(violations, describeViolations(violations)).toEqual([])
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(dropdown).toBeHidden()

    await button.click()
    await expect(dropdown).toBeVisible()
    await page.mouse.move(300, 600)
    await page.mouse.down()
    await expect(dropdown).toBeHidden()
    await page.mouse.up()
  })

  test('on a phone the menu is full screen, with a back action from nested levels', async ({ page }) => {
    await withConsent(page, 'no.localhost')
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(siteUrl('no.localhost', '/bileierskap'))
    await openMenu(page.getByRole('button', { name: 'Meny', exact: true }))
    const menu = page.getByRole('navigation', { name: 'Hovedmeny' })
    await expect(menu).toBeVisible()
    const box = await menu.locator('xpath=..').boundingBox()
    expect(box).toMatchObject({ x: 0, y: 0, width: 375 })
    const violations = await seriousViolations(page)
    expect(violations, describeViolations(violations)).toEqual([])

    const parent = menu.locator('ul > li > button').first()
    const label = (await parent.textContent())!.trim()
    await parent.click()
    await expect(menu.getByText(label, { exact: true }).first()).toBeVisible()
    const back = menu.getByRole('button', { name: 'Tilbake' })
    await expect(back).toBeVisible()
    await back.click()
    await expect(back).toBeHidden()
    await expect(menu.locator('ul > li > button').first()).toHaveText(label)

    // A modal: Tab and Shift+Tab go round inside it, the page behind is out of reach, Escape closes it.
    const dialog = page.getByRole('dialog')
    const controls = await dialog.locator('a[href], button').count()
    for (let press = 0; press <= controls + 1; press++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    for (let press = 0; press <= controls + 1; press++) {
      await page.keyboard.press('Shift+Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    expect(await page.locator('main#main').evaluate((main) => Boolean(main.closest('[aria-hidden="true"], [inert]')))).toBe(true)
    await page.getByRole('button', { name: 'Lukk menyen' }).click()
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Meny', exact: true })).toBeFocused()
    expect(await page.locator('main#main').evaluate((main) => Boolean(main.closest('[aria-hidden="true"], [inert]')))).toBe(false)
  })

  test('a sticky bar is transparent on the home page and solid after 100 px of scrolling', async ({ page }) => {
    await withConsent(page, 'se.localhost')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(siteUrl('se.localhost'))
    const bar = page.locator('header[data-bar]')
    await expect(bar).toHaveAttribute('data-bar', 'transparent')
    await expect(bar).toHaveAttribute('data-invert-logo', '')
    await page.evaluate(() => window.scrollTo(0, 90))
    await expect(bar).toHaveAttribute('data-bar', 'transparent')
    await page.evaluate(() => window.scrollTo(0, 160))
    await expect(bar).toHaveAttribute('data-bar', 'solid')
    await expect(bar).not.toHaveAttribute('data-invert-logo', '')
    expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('sticky')

    await page.goto(siteUrl('se.localhost', '/bilagande/finansiering'))
    await expect(page.locator('header[data-bar]')).toHaveAttribute('data-bar', 'solid')
  })

  test('the language switcher links to the same page in the other language', async ({ page }) => {
    await withConsent(page, 'se.localhost')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(siteUrl('se.localhost', '/bilagande/finansiering'))
    await page.getByRole('button', { name: /Språk/ }).click()
    const english = page.getByRole('link', { name: 'English' })
    await expect(english).toHaveAttribute('href', /^\/en\//)
    await english.click()
    await expect(page).toHaveURL(/\/en\//)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})

test.describe('alert banner', () => {
  test('closing sets the hideAlert cookie for a day and the alert stays closed on reload', async ({ page }) => {
    await withConsent(page, 'se.localhost')
    await page.goto(siteUrl('se.localhost'))
    const alert = page.locator('[data-alert]')
    await expect(alert).toBeVisible()
    await alert.getByRole('button', { name: 'Stäng meddelandet' }).click()
    await expect(alert).toHaveCount(0)
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'hideAlert')
    expect(cookie).toBeDefined()
    const lifetime = cookie!.expires - Date.now() / 1000
    expect(lifetime).toBeGreaterThan(86_400 - 120)
    expect(lifetime).toBeLessThanOrEqual(86_400 + 5)
    await page.reload()
    await expect(page.locator('[data-alert]')).toBeHidden()
  })

  test('a Warning alert has no close button and ignores the cookie', async ({ page }) => {
    await withConsent(page, 'uk.localhost')
    await page.context().addCookies([{ name: 'hideAlert', value: 'true', domain: 'uk.localhost', path: '/' }])
    await page.goto(siteUrl('uk.localhost'))
    const alert = page.locator('[data-alert="Warning"]')
    await expect(alert).toBeVisible()
    await expect(alert.getByRole('button')).toHaveCount(0)
  })
})

test.describe('footer', () => {
  test('brand logos link to the car list filtered on the brand', async ({ page }) => {
    await withConsent(page, 'se2.localhost')
    await page.goto(siteUrl('se2.localhost'))
    const brand = page.locator('footer a[href*="car_brand="]').first()
    await expect(brand).toBeVisible()
    expect(await brand.getAttribute('href')).toMatch(/^\/kop-bil\/alla-bilar-i-lager\?car_brand=/)
  })

  test('the copy button puts the number and address without tel: or mailto: on the clipboard, and confirms briefly', async ({ page }) => {
    await withConsent(page, 'se.localhost')
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl('se.localhost').replace(/\/$/, '') })
    await page.goto(siteUrl('se.localhost'))
    for (const prefix of ['tel:', 'mailto:']) {
      const link = page.locator(`footer a[href^="${prefix}"]`).first()
      const href = (await link.getAttribute('href'))!
      const row = link.locator('xpath=..')
      // Shown for one second (COPY_CONFIRMATION_MS, unit-tested with fake timers): a locator assertion, whose
      // polling slows to once a second, can miss it, so every text the status takes is recorded.
      await row.getByRole('status').evaluate((element) => {
        const shown: string[] = []
        ;(window as unknown as { statusTexts: string[] }).statusTexts = shown
        new MutationObserver(() => shown.push(element.textContent ?? '')).observe(element, { childList: true, characterData: true, subtree: true })
      })
      await row.getByRole('button').click()
      await page.waitForFunction(() => (window as unknown as { statusTexts: string[] }).statusTexts.includes('Kopierat'))
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href.slice(prefix.length).split('?')[0])
      await expect(row.getByRole('status')).toHaveText('', { timeout: 3000 })
    }
  })

  test('an external footer link opening in a new tab is marked', async ({ page }) => {
    await withConsent(page, 'se.localhost')
    await page.goto(siteUrl('se.localhost'))
    const external = page.locator('footer a[target="_blank"]').first()
    await expect(external).toBeVisible()
    await expect(external).toHaveAttribute('rel', /noopener/)
  })
})

test.describe('cookie consent', () => {
  // An axe scan of a whole home page takes 10–20 s on a busy 2-core machine, beside the flow itself.
  test.describe.configure({ timeout: 90_000 })
  test('asks on the first visit; rejecting is as easy as accepting, and is remembered', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(siteUrl('se2.localhost'))
    const panel = page.getByRole('dialog', { name: 'Vi använder kakor' })
    await expect(panel).toBeVisible()
    const violations = await seriousViolations(page)
    expect(violations, describeViolations(violations)).toEqual([])
    await panel.getByRole('button', { name: 'Endast nödvändiga' }).click()
    await expect(panel).toBeHidden()
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'cookieConsent')
    expect(cookie?.value).toBe('v1.s0.m0')
    await page.reload()
    await expect(page.getByRole('dialog', { name: 'Vi använder kakor' })).toBeHidden()
  })

  test('the settings and the panel are one or the other; closed without a choice, the panel comes back', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(siteUrl('se2.localhost'))
    const panel = page.getByRole('dialog', { name: 'Vi använder kakor' })
    const customize = panel.getByRole('button', { name: 'Anpassa' })
    await customize.focus()
    await page.keyboard.press('Enter')
    const settings = page.getByRole('dialog', { name: 'Cookie-inställningar' })
    await expect(settings).toBeVisible()
    await expect(panel).toBeHidden()
    // A modal: focus starts in it and stays there.
    expect(await settings.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    for (let press = 0; press < 8; press++) {
      await page.keyboard.press('Tab')
      expect(await settings.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    const violations = await seriousViolations(page)
    expect(violations, describeViolations(violations)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(settings).toBeHidden()
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Anpassa' })).toBeFocused()
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'cookieConsent')).toBeUndefined()
  })

  test('the tag manager loads only after statistics consent, and stops when consent is withdrawn', async ({ page }) => {
    const token = await cmsLogin()
    const { host, siteId } = await createSiteWithHome(token, { key: `consent-${Date.now().toString(36)}`, name: 'Nordvik Samtycke', gtmID: 'GTM-CONSENT1' })
    await cmsApi('POST', '/footers?locale=sv-SE', token, {
      title: 'Footer',
      site: siteId,
      columns: [{ title: 'Om webbplatsen', items: [{ label: 'Cookie-inställningar', action: 'cookie-settings' }] }],
    })
    const gtmRequests: string[] = []
    await page.route('https://www.googletagmanager.com/**', (route) => {
      gtmRequests.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
    })

    await page.goto(siteUrl(host))
    const panel = page.getByRole('dialog', { name: 'Vi använder kakor' })
    await expect(panel).toBeVisible()
    await expect(page.locator('script#gtm')).toHaveCount(0)
    expect(gtmRequests).toEqual([])

    await panel.getByRole('button', { name: 'Anpassa' }).click()
    const settings = page.getByRole('dialog', { name: 'Cookie-inställningar' })
    await expect(settings).toBeVisible()
    await settings.getByRole('switch', { name: /Statistik/ }).check()
    await settings.getByRole('button', { name: 'Spara mitt val' }).click()
    await expect(page.locator('script#gtm')).toHaveCount(1)
    await expect.poll(() => gtmRequests.length).toBeGreaterThan(0)

    await page.reload()
    await expect(page.locator('script#gtm')).toHaveCount(1)

    await page.locator('footer').getByRole('button', { name: 'Cookie-inställningar' }).click()
    await expect(settings).toBeVisible()
    await settings.getByRole('switch', { name: /Statistik/ }).uncheck()
    await settings.getByRole('button', { name: 'Spara mitt val' }).click()
    await page.waitForLoadState('load')
    await expect(page.locator('script#gtm')).toHaveCount(0)
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'cookieConsent')
    expect(cookie?.value).toBe('v1.s0.m0')
  })
})

test.describe('themes', () => {
  test('a UK page in a brand theme has the brand’s primary colour and heading sizes', async ({ page }) => {
    await withConsent(page, 'uk.localhost')
    await page.setViewportSize({ width: 1440, height: 900 })
    const accent = (path: string) =>
      page.goto(siteUrl('uk.localhost', path)).then(() => page.locator('[data-frame]').evaluate((element) => getComputedStyle(element).getPropertyValue('--fc-accent').trim()))
    const plain = await accent('/about-us')
    expect(await accent('/buy-car/brands/mercedes')).toBe('#0078d6')
    const heading = await page.locator('main h1, main h2').first().evaluate((element) => getComputedStyle(element).fontWeight)
    expect(heading).toBe('400')
    expect(await accent('/buy-car/brands/smart')).toBe('#d7e600')
    expect(plain).not.toBe('#d7e600')
  })

  test('each site has its own font pair', async ({ page }) => {
    const fonts = new Set<string>()
    for (const host of ['se.localhost', 'no.localhost', 'uk.localhost', 'fi.localhost']) {
      await withConsent(page, host)
      await page.goto(siteUrl(host, '/'))
      fonts.add(await page.locator('h1, h2').first().evaluate((element) => getComputedStyle(element).fontFamily))
    }
    expect(fonts.size).toBeGreaterThan(1)
  })
})
