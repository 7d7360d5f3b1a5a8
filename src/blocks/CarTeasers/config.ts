import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'
import { TEASER_DEFAULT_LIMIT, TEASER_MAX_IDS } from '@/features/car-search/teasers'
import { CAR_LIST_SORTS } from '@/features/car-search/texts'

/** Car teasers (spec 2 §2 "Car teasers"): chosen cars by id, or the cars of a predefined query. */
export const CarTeasersBlock: Block = {
  slug: 'carTeasers',
  interfaceName: 'CarTeasersBlock',
  labels: { singular: 'Car teasers', plural: 'Car teasers' },
  fields: [
    { name: 'title', type: 'text' },
    linkField({ name: 'buttonLink', label: 'Button link' }),
    {
      name: 'source',
      type: 'radio',
      defaultValue: 'ids',
      options: [
        { label: 'Chosen cars (ids)', value: 'ids' },
        { label: 'A query', value: 'query' },
      ],
      admin: { layout: 'horizontal' },
    },
    {
      name: 'ids',
      type: 'textarea',
      label: 'Car ids',
      admin: {
        condition: (_, sibling) => sibling?.source !== 'query',
        description: `PimIds or Ids, comma-separated, in the order to show (at most ${TEASER_MAX_IDS}). Without ids nothing is shown.`,
      },
    },
    {
      type: 'row',
      admin: { condition: (_, sibling) => sibling?.source === 'query' },
      fields: [
        {
          name: 'query',
          type: 'text',
          admin: { width: '50%', description: 'Filters in the car list’s address form, e.g. car_fuel=El&car_brand=Volvo. Empty: every car.' },
        },
        { name: 'limit', type: 'number', min: 1, max: TEASER_MAX_IDS, defaultValue: TEASER_DEFAULT_LIMIT, admin: { width: '25%' } },
        { name: 'sort', type: 'select', options: CAR_LIST_SORTS.map((sort) => ({ label: sort, value: sort })), admin: { width: '25%' } },
      ],
    },
    {
      name: 'numberOfCars',
      type: 'select',
      label: 'Number of cars side by side',
      defaultValue: '4',
      options: ['3', '4'],
      admin: { description: 'On wide screens, for chosen cars.' },
    },
  ],
}
