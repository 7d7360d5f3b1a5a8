import { carCardView, formatMoney, type CarCardDoc } from '@/features/car-search/car-card'
import type { NewEmail } from '@/features/leads/repository'
import { escapeHtml } from '@/lib/markup'
import { fillText } from '@/lib/fill-text'

import { linkToken, unsubscribeHeaders, type LinkSigner } from './links'
import { CONFIRM_PAGE_PATH, MANAGE_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH } from './paths'
import type { PendingAlert } from './repository'
import type { SavedSearchTexts } from './texts'

/** What an e-mail needs of its site: its name, address, language's texts and where car pages are. */
export type MailSite = { id: number; name: string; origin: string; locale: string; detailBase: string; texts: SavedSearchTexts }

/** A price drop's alert event, `price:<was>-<now>`: the same drop is told once, another one again. */
export const priceDropEvent = (was: number, price: number) => `price:${was}-${price}`

/** The price before a drop, from its event. */
export function priceBeforeDrop(event: string): number | null {
  const match = /^price:(\d+(?:\.\d+)?)-/.exec(event)
  return match ? Number(match[1]) : null
}

/** The price a car sells for now: its campaign price when it has one. */
export function currentPrice(car: Pick<CarCardDoc, 'car_price' | 'car_campaign_price'>): number {
  return car.car_campaign_price > 0 ? car.car_campaign_price : car.car_price
}

function layout(site: MailSite, body: string): string {
  return (
    '<!doctype html><html><body style="margin:0;background:#f4f4f2;font-family:Helvetica,Arial,sans-serif;color:#1b1b1b">' +
    `<div style="max-width:600px;margin:0 auto;padding:32px 24px;background:#ffffff"><p style="font-size:13px;letter-spacing:.08em;text-transform:uppercase;color:#6b6b6b;margin:0 0 24px">${escapeHtml(site.name)}</p>${body}</div></body></html>`
  )
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#1b1b1b;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:999px;font-weight:600">${escapeHtml(label)}</a></p>`

/** Search ids as one link subject (`12-15-18`), as many as fit a token's subject. */
export function searchIdsSubject(ids: readonly number[]): string {
  let subject = String(ids[0])
  for (const id of ids.slice(1)) {
    if (subject.length + String(id).length + 1 > 64) break
    subject += `-${id}`
  }
  return subject
}

/** The double opt-in e-mail: nothing else is sent to the address until its link is opened. */
export function confirmationEmail(site: MailSite, search: { id: number; name: string; email: string }, sign: LinkSigner): NewEmail {
  const { texts } = site
  const link = `${site.origin}${CONFIRM_PAGE_PATH}?${new URLSearchParams({ token: linkToken(sign, 'c', search.id) })}`
  const intro = fillText(texts.savedSearchConfirmBody, { site: site.name, name: search.name })
  return {
    to: search.email,
    subject: fillText(texts.savedSearchConfirmSubject, { name: search.name }),
    text: `${intro}\n\n${texts.savedSearchConfirmLink}: ${link}\n`,
    html: layout(
      site,
      `<p style="font-size:16px;line-height:1.5">${escapeHtml(intro)}</p>${button(link, texts.savedSearchConfirmLink)}<p style="font-size:12px;color:#6b6b6b;word-break:break-all">${escapeHtml(link)}</p>`,
    ),
    attachments: [],
  }
}

type AlertLine = {
  title: string
  facts: string
  price: string
  oldPrice: string | null
  href: string
  image: string | null
  note: string | null
}

function alertLine(site: MailSite, alert: PendingAlert): AlertLine | null {
  if (!alert.car) {
    if (alert.event !== 'sold') return null
    return {
      title: alert.search.name,
      facts: '',
      price: '',
      oldPrice: null,
      href: site.origin,
      image: null,
      note: fillText(site.texts.priceDropSoldText, { car: alert.search.name }),
    }
  }
  const car = alert.car as unknown as CarCardDoc & { car_odometer?: number }
  const view = carCardView(car, { locale: site.locale, detailBase: site.detailBase, deductibleVat: false })
  const image = view.image?.src ? (view.image.src.startsWith('http') ? view.image.src : `${site.origin}${view.image.src}`) : null
  const was = priceBeforeDrop(alert.event)
  return {
    title: `${view.title} ${view.version}`.trim(),
    facts: view.facts.join(' · '),
    price: view.price,
    oldPrice: was !== null ? formatMoney(was, car.car_price_currency, site.locale) : view.retailPrice,
    href: `${site.origin}${view.href}`,
    image,
    note: null,
  }
}

/**
 * One subscriber's alerts as one e-mail: each car with its picture, title, price, mileage and link, a
 * link to every saved search of theirs, and the RFC 8058 one-click unsubscribe headers (for the search of the
 * first alert; a digest lists each search's own unsubscribe link too).
 */
export function alertEmail(
  site: MailSite,
  alerts: readonly PendingAlert[],
  options: { sign: LinkSigner; daily: boolean },
): (NewEmail & { headers: Record<string, string> }) | null {
  const { texts } = site
  const bySearch = new Map<number, { name: string; kind: string; lines: AlertLine[] }>()
  for (const alert of alerts) {
    const line = alertLine(site, alert)
    if (!line) continue
    const entry = bySearch.get(alert.searchId) ?? { name: alert.search.name, kind: alert.search.kind, lines: [] }
    entry.lines.push(line)
    bySearch.set(alert.searchId, entry)
  }
  if (bySearch.size === 0) return null
  const first = alerts[0]!
  const manage = `${site.origin}${MANAGE_PAGE_PATH}?${new URLSearchParams({ token: linkToken(options.sign, 'm', first.search.subscriberKey) })}`
  const unsubscribePage = (searchId: number) =>
    `${site.origin}${UNSUBSCRIBE_PAGE_PATH}?${new URLSearchParams({ token: linkToken(options.sign, 'u', searchId) })}`
  const firstEntry = [...bySearch.values()][0]!
  const subject = options.daily
    ? fillText(texts.savedSearchDigestSubject, { site: site.name })
    : firstEntry.kind === 'car'
      ? first.event === 'sold'
        ? fillText(texts.priceDropSoldSubject, { car: firstEntry.name })
        : fillText(texts.priceDropSubject, { car: firstEntry.name })
      : fillText(texts.savedSearchAlertSubject, { name: firstEntry.name })
  const textParts: string[] = []
  const htmlParts: string[] = []
  for (const [searchId, entry] of bySearch) {
    textParts.push(`${entry.name}\n${entry.kind === 'search' ? texts.savedSearchAlertIntro : ''}`.trim())
    htmlParts.push(
      `<h2 style="font-size:20px;margin:24px 0 4px">${escapeHtml(entry.name)}</h2>${entry.kind === 'search' ? `<p style="margin:0 0 12px;color:#4b4b4b">${escapeHtml(texts.savedSearchAlertIntro)}</p>` : ''}`,
    )
    for (const line of entry.lines) {
      if (line.note) {
        textParts.push(line.note)
        htmlParts.push(`<p style="font-size:16px">${escapeHtml(line.note)}</p>`)
        continue
      }
      const price = line.oldPrice ? `${line.price} (${line.oldPrice})` : line.price
      textParts.push(`- ${line.title}\n  ${[line.facts, price].filter(Boolean).join(' · ')}\n  ${line.href}`)
      htmlParts.push(
        '<table role="presentation" width="100%" style="border-collapse:collapse;margin:12px 0;border:1px solid #e4e4e0;border-radius:12px"><tr>' +
          (line.image
            ? `<td width="160" style="padding:0"><a href="${escapeHtml(line.href)}"><img src="${escapeHtml(line.image)}" width="160" alt="" style="display:block;border-radius:12px 0 0 12px"></a></td>`
            : '') +
          `<td style="padding:12px 16px"><a href="${escapeHtml(line.href)}" style="color:#1b1b1b;font-weight:700;font-size:16px;text-decoration:none">${escapeHtml(line.title)}</a>` +
          `<div style="color:#6b6b6b;font-size:14px;margin-top:4px">${escapeHtml(line.facts)}</div>` +
          `<div style="font-size:18px;font-weight:700;margin-top:8px">${escapeHtml(line.price)}${line.oldPrice ? ` <s style="color:#6b6b6b;font-weight:400;font-size:14px">${escapeHtml(line.oldPrice)}</s>` : ''}</div></td></tr></table>`,
      )
    }
    textParts.push(`${texts.savedSearchUnsubscribeLink}: ${unsubscribePage(searchId)}`)
    htmlParts.push(
      `<p style="font-size:13px"><a href="${escapeHtml(unsubscribePage(searchId))}" style="color:#4b4b4b">${escapeHtml(texts.savedSearchUnsubscribeLink)}</a></p>`,
    )
  }
  textParts.push(`${texts.savedSearchManageLink}: ${manage}`)
  htmlParts.push(
    `<hr style="border:0;border-top:1px solid #e4e4e0;margin:24px 0"><p style="font-size:13px"><a href="${escapeHtml(manage)}" style="color:#4b4b4b">${escapeHtml(texts.savedSearchManageLink)}</a></p>`,
  )
  return {
    to: first.search.email,
    subject,
    text: `${textParts.join('\n\n')}\n`,
    html: layout(site, htmlParts.join('')),
    attachments: [],
    // One click stops every search this e-mail speaks for.
    headers: unsubscribeHeaders(site.origin, linkToken(options.sign, 'u', searchIdsSubject([...bySearch.keys()]))),
  }
}
