import type { Payload } from 'payload'

import type { FinanceProduct } from './engine'
import type { SiteFinance } from './quotes'
import { sitesVersion } from '@/features/sites/sites-version'
import type { Site } from '@/payload-types'

/** Other instances see an editor's change to the finance settings within this time. */
export const SITE_FINANCE_TTL_MS = 10_000

type SiteFinanceFields = NonNullable<Site['finance']>
type ProductFields = NonNullable<SiteFinanceFields['products']>[number]

const number = (value: number | null | undefined, fallback = 0) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback)

export function financeProduct(fields: ProductFields): FinanceProduct {
  return {
    familyKey: fields.familyKey,
    name: fields.name,
    kind: fields.kind,
    apr: number(fields.apr),
    documentFee: number(fields.documentFee),
    optionToPurchaseFee: number(fields.optionToPurchaseFee),
    termMin: number(fields.termMin, 12),
    termMax: Math.max(number(fields.termMin, 12), number(fields.termMax, 12)),
    termStep: Math.max(1, number(fields.termStep, 12)),
    termDefault: number(fields.termDefault, 12),
    depositMinPercent: number(fields.depositMinPercent),
    depositMaxPercent: number(fields.depositMaxPercent),
    depositDefaultPercent: number(fields.depositDefaultPercent),
    annualMileages: (fields.annualMileages ?? []).filter((mileage): mileage is number => typeof mileage === 'number'),
    annualMileageDefault: number(fields.annualMileageDefault, 10_000),
    finalPaymentPercentAt12Months: number(fields.finalPaymentPercentAt12Months),
    finalPaymentPercentLostPerYear: number(fields.finalPaymentPercentLostPerYear),
    finalPaymentPercentLostPer1000Miles: number(fields.finalPaymentPercentLostPer1000Miles),
    finalPaymentBaseMileage: number(fields.finalPaymentBaseMileage, 10_000),
    finalPaymentMinPercent: number(fields.finalPaymentMinPercent),
  }
}

/** A site's finance settings from its CMS document; null when it offers no finance product. */
export function siteFinanceOf(site: Pick<Site, 'key' | 'finance'>): SiteFinance | null {
  const finance = site.finance
  if (!finance?.products?.length) return null
  return {
    siteKey: site.key,
    lender: finance.lender ?? '',
    dealerKeys: (finance.dealerKeys ?? []).map(({ dealerName, dealerKey }) => ({ dealerName, dealerKey })),
    products: finance.products.map(financeProduct),
    commissionDisclosure: finance.commissionDisclosure ?? '',
    reserveUrl: finance.reserveUrl ?? '',
    partExchangeUrl: finance.partExchangeUrl ?? '',
    termsTemplate: finance.termsTemplate ?? '{example}',
  }
}

type Loaded = { byDealerKey: Map<string, SiteFinance>; bySite: Map<string, SiteFinance>; version: number; at: number }

/**
 * Every site's finance settings, read at once (a group has a handful of sites) and kept until a site changes in
 * this process or SITE_FINANCE_TTL_MS passes, so a quote costs no database read for them.
 */
export function cmsSiteFinance(payload: () => Promise<Payload>, now = Date.now) {
  let loaded: Promise<Loaded> | null = null
  let current: Loaded | null = null

  async function load(): Promise<Loaded> {
    const version = sitesVersion()
    // Whole documents: a `select` leaves out the PCP mileages (a hasMany number kept in a table of its own).
    const { docs } = await (await payload()).find({ collection: 'sites', depth: 0, limit: 1000, pagination: false, overrideAccess: true })
    const byDealerKey = new Map<string, SiteFinance>()
    const bySite = new Map<string, SiteFinance>()
    for (const site of docs) {
      const finance = siteFinanceOf(site as Pick<Site, 'key' | 'finance'>)
      if (!finance) continue
      bySite.set(finance.siteKey, finance)
      for (const { dealerKey } of finance.dealerKeys) if (!byDealerKey.has(dealerKey)) byDealerKey.set(dealerKey, finance)
    }
    return { byDealerKey, bySite, version, at: now() }
  }

  async function settings(): Promise<Loaded> {
    if (current && current.version === sitesVersion() && now() - current.at < SITE_FINANCE_TTL_MS) return current
    loaded ??= load().finally(() => {
      loaded = null
    })
    current = await loaded
    return current
  }

  return {
    byDealerKey: async (dealerKey: string) => (await settings()).byDealerKey.get(dealerKey) ?? null,
    bySite: async (siteKey: string) => (await settings()).bySite.get(siteKey) ?? null,
  }
}
