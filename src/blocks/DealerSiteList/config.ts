import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'

/**
 * The dealer site list (spec 2 §2 "Dealer site list"): the facilities of the site's country as cards, with
 * optional facets, a search box when there are more than 8, and 'show more'. A facility's own page lives one
 * segment below the page that holds this block (`/anlaggningar/uppsala`).
 */
export const DealerSiteListBlock: Block = {
  slug: 'dealerSiteList',
  interfaceName: 'DealerSiteListBlock',
  labels: { singular: 'Dealer site list', plural: 'Dealer site lists' },
  fields: [
    { name: 'title', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'facetRegion', type: 'checkbox', label: 'Filter by region', defaultValue: true, admin: { width: '33%' } },
        { name: 'facetBrand', type: 'checkbox', label: 'Filter by brand', defaultValue: true, admin: { width: '33%' } },
        { name: 'facetDepartmentType', type: 'checkbox', label: 'Filter by department type', defaultValue: true, admin: { width: '33%' } },
      ],
    },
    // Optional: the service booking page; the facility pages below this list show the button on Swedish pages.
    linkField({ name: 'bookServiceLink', label: 'Book service and workshop (facility pages in Swedish)' }),
  ],
}
