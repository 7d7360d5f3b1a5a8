import { expect, test, type Page } from '@playwright/test'

import { fetchAs, siteUrl } from './helpers/server'

/**
 * One source of truth for a facility's address and phone: on every demo site with a dealer site list, each card
 * opens the dealer site page of the same facility (not a written content page at its address), and the page
 * shows the card's name, street, postcode, town and phone — in its text and in its AutoDealer data.
 */

const LISTS = [
  { host: 'se2.localhost', path: '/anlaggningar' },
  { host: 'se.localhost', path: '/hitta-oss' },
  { host: 'no.localhost', path: '/finn-oss' },
  { host: 'uk.localhost', path: '/find-us' },
  { host: 'fi.localhost', path: '/loyda-meidat' },
  { host: 'sk.localhost', path: '/kontakty' },
]

type Card = { slug: string; href: string; name: string; street: string; postal: string; phone: string | null }

async function cardsOf(page: Page, host: string, path: string): Promise<Card[]> {
  await page.context().addCookies([{ name: 'cookieConsent', value: 'v1.s0.m0', domain: host, path: '/' }])
  await page.goto(siteUrl(host, path))
  await expect(page.locator('[data-site-card]').first()).toBeVisible()
  return page.locator('[data-site-card]').evaluateAll((cards) =>
    cards.map((card) => {
      const lines = (card.querySelector('address')?.innerText ?? '').split('\n').map((line) => line.trim()).filter(Boolean)
      return {
        slug: card.getAttribute('data-site-card')!,
        href: card.querySelector('h2 a, h3 a')!.getAttribute('href')!,
        name: (card.querySelector('h2, h3') as HTMLElement).innerText.trim(),
        street: lines[0] ?? '',
        postal: lines[1] ?? '',
        phone: (card.querySelector('a[href^="tel:"]') as HTMLElement | null)?.innerText.trim() ?? null,
      }
    }),
  )
}

/** The page's AutoDealer data, or null when the page has none (a written content page). */
function autoDealer(html: string): Record<string, any> | null {
  for (const match of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(match[1]!)
    if (data['@type'] === 'AutoDealer') return data
  }
  return null
}

const plain = (html: string) => html.replace(/<!-- -->/g, '').replace(/&amp;/g, '&')

for (const { host, path } of LISTS) {
  test(`${host}${path}: every card opens its facility's dealer site page, with the card's address and phone`, async ({ page }) => {
    test.setTimeout(120_000)
    const cards = await cardsOf(page, host, path)
    expect(cards.length).toBeGreaterThan(0)
    const disagreements: string[] = []
    for (const card of cards) {
      expect(card.href).toBe(`${path}/${card.slug}`)
      const answer = await fetchAs(host, card.href)
      expect(answer.status, card.href).toBe(200)
      const html = plain(answer.body)
      if (!html.includes(`data-dealer-site="${card.slug}"`)) {
        disagreements.push(`${card.href}: not the dealer site page of ${card.name} (a written page is in its place)`)
        continue
      }
      const data = autoDealer(answer.body)
      if (!data) {
        disagreements.push(`${card.href}: no AutoDealer data`)
        continue
      }
      const wanted = { name: card.name, street: card.street, postal: card.postal, telephone: card.phone }
      const shown = { name: data.name, street: data.address.streetAddress, postal: `${data.address.postalCode} ${data.address.addressLocality}`, telephone: data.telephone ?? null }
      if (JSON.stringify(wanted) !== JSON.stringify(shown)) disagreements.push(`${card.href}: card ${JSON.stringify(wanted)} ≠ page ${JSON.stringify(shown)}`)
      for (const text of [card.name, card.street, card.postal, card.phone].filter((value): value is string => Boolean(value))) {
        if (!html.includes(text)) disagreements.push(`${card.href}: the page does not show "${text}"`)
      }
    }
    expect(disagreements).toEqual([])
  })
}
