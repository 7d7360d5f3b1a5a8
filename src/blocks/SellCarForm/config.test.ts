import type { FilterOptionsProps } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { receivingDealerSites, SellCarFormBlock } from './config'

const props = (site: unknown, findByID: (args: { id: unknown }) => Promise<unknown>) => ({ data: { site }, req: { payload: { findByID: vi.fn(findByID) } } }) as unknown as FilterOptionsProps

describe('the sell-car form block’s fields', () => {
  it('is the SellCarFormBlock with heading, intro, receiving dealer site and privacy notice', () => {
    expect(SellCarFormBlock.slug).toBe('sellCarForm')
    expect(SellCarFormBlock.interfaceName).toBe('SellCarFormBlock')
    expect(SellCarFormBlock.fields.map((field) => ('name' in field ? field.name : null))).toEqual(['heading', 'intro', 'dealerSite', 'privacyNotice'])
  })

  it('offers the dealer sites with an e-mail in the page’s country', async () => {
    const where = await receivingDealerSites(props(3, async ({ id }) => ({ id, country: 'NO' })))
    expect(where).toEqual({ and: [{ site_email: { exists: true } }, { country: { equals: 'NO' } }] })
    expect(await receivingDealerSites(props({ id: 3 }, async () => ({ id: 3, country: 'SE' })))).toEqual({ and: [{ site_email: { exists: true } }, { country: { equals: 'SE' } }] })
  })

  it('offers every dealer site with an e-mail while the page has no site yet', async () => {
    expect(await receivingDealerSites(props(undefined, async () => null))).toEqual({ site_email: { exists: true } })
    expect(await receivingDealerSites(props(99, async () => Promise.reject(new Error('Not Found'))))).toEqual({ site_email: { exists: true } })
  })
})
