import { depositBounds, type FinanceProduct } from './engine'

/**
 * What a finance promotion on a UK car page may say (FCA CONC 3.5): a rate in a promotion is one the finance box
 * quotes on that car, and it is the representative APR, shown at least as prominently as anything else in it.
 * A stock feed's own loan campaign ("Low-rate finance at 3.90%") names the rate of a loan the UK site does not
 * offer; on a site whose finance comes from the quote box it is replaced by this promotion, or left out.
 */

export type FinancePromotion = { familyKey: string; productName: string; apr: number }

/** The product the box offers on a car at the lowest representative APR; null when it offers none. */
export function financePromotion(products: readonly FinanceProduct[], cashPrice: number): FinancePromotion | null {
  const offered = products.filter((product) => cashPrice > 0 && depositBounds(product, cashPrice).min < cashPrice)
  const lowest = offered.reduce<FinanceProduct | null>((best, product) => (best === null || product.apr < best.apr ? product : best), null)
  return lowest ? { familyKey: lowest.familyKey, productName: lowest.name, apr: lowest.apr } : null
}

/** A representative APR as the representative example writes it: one decimal, "9.9%". */
export const aprText = (apr: number): string => `${apr.toFixed(1)}%`

type Campaign = { title: string; description: string; kind?: 'price' | 'loan' | 'leasing' }

/** A rate written in a text: "3.90%", "3,9 %". */
const STATES_A_RATE = /\d\s*%/

/**
 * Whether a campaign advertises the feed's car loan: marked so, or (a feed that does not mark its campaigns) a
 * campaign of a car with a loan campaign whose words state a rate.
 */
export function isLoanCampaign(campaign: Campaign, carHasLoanCampaign: boolean): boolean {
  if (campaign.kind) return campaign.kind === 'loan'
  return carHasLoanCampaign && STATES_A_RATE.test(`${campaign.title} ${campaign.description}`)
}

export type CampaignBadge = { key: string; title: string; finance: boolean }

/**
 * The campaign badges of a car on a site whose finance comes from the quote box: the feed's campaigns less its
 * loan campaigns, and for a car on a loan campaign the box's promotion in the site's words (`{product}`,
 * `{apr}`), when the box offers the car any product.
 */
export function quoteBoxCampaignBadges(
  campaigns: readonly Campaign[],
  carHasLoanCampaign: boolean,
  promotion: FinancePromotion | null,
  wording: string,
): CampaignBadge[] {
  const badges: CampaignBadge[] = campaigns
    .filter((campaign) => !isLoanCampaign(campaign, carHasLoanCampaign))
    .map((campaign) => ({ key: campaign.title, title: campaign.title, finance: false }))
  const hadLoanCampaign = carHasLoanCampaign || campaigns.some((campaign) => isLoanCampaign(campaign, carHasLoanCampaign))
  if (hadLoanCampaign && promotion) {
    badges.push({ key: `finance-${promotion.familyKey}`, title: wording.replaceAll('{product}', promotion.productName).replaceAll('{apr}', aprText(promotion.apr)), finance: true })
  }
  return badges
}
