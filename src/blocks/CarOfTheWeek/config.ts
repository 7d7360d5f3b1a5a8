import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'

/** Car of the week (spec 2 §2): a carousel of the cars marked caroftheweek in the stock. */
export const CarOfTheWeekBlock: Block = {
  slug: 'carOfTheWeek',
  interfaceName: 'CarOfTheWeekBlock',
  labels: { singular: 'Car of the week', plural: 'Car of the week' },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'The dictionary’s carOfTheWeek text when empty.' } },
    { name: 'text', type: 'textarea' },
    linkField({ name: 'buttonLink', label: 'Button link' }),
  ],
}
