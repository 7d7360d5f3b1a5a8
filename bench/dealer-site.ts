/**
 * bench/dealer-site: a dealer site's page (se2.localhost/anlaggningar/enkoping, spec 2 §2 "Dealer site detail").
 *   - the map's script: the page is opened at 375 × 812 in Debian's Chromium and every script it loads is read;
 *     Leaflet must not be among them until the map is scrolled into view, and must be after. Printed: the scripts
 *     before and after, and whether Leaflet came only with the scroll.
 *   - Lighthouse's mobile performance and accessibility of the page (bench/lighthouse's runs). Targets:
 *     performance ≥ 90, accessibility 100. `BENCH_DEALER_SITE_LIGHTHOUSE=0` skips it.
 */
import { chromium } from '@playwright/test'

import { run as lighthouse, CONSENT_COOKIE } from './lighthouse'
import { BENCH, ensureServer, get } from './server'

const HOST = 'se2.localhost'
const PAGE = '/anlaggningar/enkoping'
/** Leaflet's own attribution link: in its script, minified or not, and in no other. */
const LEAFLET_MARK = 'leafletjs.com'

async function mapScript(): Promise<{ before: number; after: number; leafletBefore: boolean; leafletAfter: boolean }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } })
    await context.addCookies([{ ...CONSENT_COOKIE, domain: HOST, path: '/' }])
    const page = await context.newPage()
    const scripts: Array<{ url: string; leaflet: boolean }> = []
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      const body = await response.text().catch(() => '')
      scripts.push({ url: response.url(), leaflet: body.includes(LEAFLET_MARK) })
    })
    await page.goto(`http://${HOST}:${BENCH.port}${PAGE}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(1_000)
    const before = scripts.length
    const leafletBefore = scripts.some((script) => script.leaflet)
    await page.locator('[data-site-map]').scrollIntoViewIfNeeded()
    await page.locator('.leaflet-container').waitFor({ timeout: 15_000 })
    await page.waitForLoadState('networkidle')
    return { before, after: scripts.length, leafletBefore, leafletAfter: scripts.some((script) => script.leaflet) }
  } finally {
    await browser.close()
  }
}

export async function run() {
  const server = await ensureServer()
  try {
    const warm = await get(HOST, PAGE)
    if (warm.status !== 200) throw new Error(`${HOST}${PAGE} answered ${warm.status}`)
    console.log(`\nbench/dealer-site — ${HOST}${PAGE}\n`)
    const map = await mapScript()
    console.log(`scripts loaded before the map is in view: ${map.before}; Leaflet among them: ${map.leafletBefore ? 'yes' : 'no'}`)
    console.log(`scripts loaded after scrolling to the map: ${map.after}; Leaflet among them: ${map.leafletAfter ? 'yes' : 'no'}`)
    const mapMet = !map.leafletBefore && map.leafletAfter
    console.log(`no map script until the map scrolls into view: ${mapMet ? 'met' : 'NOT MET'}`)
    const audit = process.env.BENCH_DEALER_SITE_LIGHTHOUSE === '0' ? null : await lighthouse({ path: PAGE, report: 'lighthouse-dealer-site-report.html', accessibilityTarget: 100 })
    return { page: `${HOST}${PAGE}`, map: { ...map, met: mapMet }, lighthouse: audit }
  } finally {
    server.stop()
  }
}
