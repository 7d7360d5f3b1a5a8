import type { SavedSearchTexts } from './texts'

/** A stock document as the stock table keeps it. */
export type CarDoc = Record<string, unknown>

/** What saved searches need of a site: where its links go, its language's texts, its index and retention. */
export type SavedSearchSite = {
  id: number
  key: string
  name: string
  /** The site's public origin (Site.url), for links in e-mails sent without a request (alerts). */
  origin: string
  vehicleIndex: string
  defaultLocale: string
  locales: readonly string[]
  retentionDays: number
  /** Where the site's car pages are in a language. */
  detailBase(locale: string): string
  texts(locale: string): Promise<SavedSearchTexts>
}

/** The outside systems saved searches use: the sites and the outbox's delivery worker. */
export type SavedSearchPorts = {
  site(siteId: number): Promise<SavedSearchSite | null>
  sites(): Promise<SavedSearchSite[]>
  /** E-mails were written to the outbox: deliver them soon. */
  wakeDelivery(): void
}
