import { describe, expect, it } from 'vitest'

import { UK_DEALER_FINANCE } from '../../../../scripts/demo/finance-uk'
import { financePromotion, isLoanCampaign, quoteBoxCampaignBadges } from './promotion'
import { financeProduct } from '@/features/finance/uk/site-finance'

const products = UK_DEALER_FINANCE.products!.map(financeProduct)
const WORDING = '{product} at {apr} APR representative'
const feedLoan = { title: 'Low-rate finance at 3.90%', description: 'Spread the cost at a fixed 3.90% for the whole term.' }

describe('UK finance promotion (FCA CONC 3.5)', () => {
  it('quotes the lowest representative APR among the products the box offers on the car', () => {
    expect(financePromotion(products, 24_995)).toEqual({ familyKey: 'PCP', productName: 'Personal Contract Purchase', apr: 9.9 })
    expect(financePromotion([], 24_995)).toBeNull()
    expect(financePromotion(products, 0)).toBeNull()
  })

  it('replaces the feed’s own loan rate with the box’s product and its APR', () => {
    const badges = quoteBoxCampaignBadges(
      [
        { title: 'Offer price', description: 'Save £500', kind: 'price' },
        { ...feedLoan, kind: 'loan' },
      ],
      true,
      financePromotion(products, 24_995),
      WORDING,
    )
    expect(badges.map((badge) => badge.title)).toEqual(['Offer price', 'Personal Contract Purchase at 9.9% APR representative'])
    expect(badges.some((badge) => badge.title.includes('3.90'))).toBe(false)
  })

  it('drops a loan campaign the box cannot honour, and reads an unmarked campaign that states a rate as one', () => {
    expect(quoteBoxCampaignBadges([feedLoan], true, null, WORDING)).toEqual([])
    expect(isLoanCampaign(feedLoan, true)).toBe(true)
    expect(isLoanCampaign({ title: 'Save 10%', description: '', kind: 'price' }, true)).toBe(false)
    expect(isLoanCampaign({ title: 'Contract hire offer', description: 'Reduced rentals' }, true)).toBe(false)
  })
})
