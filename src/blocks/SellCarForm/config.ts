import type { Block, FilterOptionsProps, Where } from 'payload'

import { MAX_TEXT_LENGTH } from '@/features/leads/form-rules'

const HAS_EMAIL: Where = { site_email: { exists: true } }

/** Dealer sites with an e-mail in the page's country: the lead intake refuses any other address. */
export async function receivingDealerSites({ data, req }: FilterOptionsProps): Promise<Where> {
  const site = data?.site && typeof data.site === 'object' ? data.site.id : data?.site
  if (!site) return HAS_EMAIL
  const found = await req.payload.findByID({ collection: 'sites', id: site, depth: 0, overrideAccess: true, req }).catch(() => null)
  return found ? { and: [HAS_EMAIL, { country: { equals: found.country } }] } : HAS_EMAIL
}

/** The sell-car / trade-in lead form (spec 3 §2.2): its texts come from the dictionary, these are the editor's. */
export const SellCarFormBlock: Block = {
  slug: 'sellCarForm',
  interfaceName: 'SellCarFormBlock',
  labels: { singular: 'Sell-car form', plural: 'Sell-car forms' },
  fields: [
    { name: 'heading', type: 'text', admin: { placeholder: 'Få ett bud på din bil' } },
    { name: 'intro', type: 'textarea' },
    {
      name: 'dealerSite',
      type: 'relationship',
      relationTo: 'dealer-sites',
      label: 'Receiving dealer site',
      maxDepth: 1,
      filterOptions: receivingDealerSites,
      admin: { description: 'Leads go to this dealer site’s e-mail. Empty: to the site’s lead address.' },
    },
    {
      name: 'privacyNotice',
      type: 'textarea',
      maxLength: MAX_TEXT_LENGTH,
      admin: { description: 'Shown under the button and stored with each lead. Empty: the dictionary text sellCarPrivacy.' },
    },
  ],
}
