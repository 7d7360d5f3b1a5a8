import type { Block } from 'payload'

import { CAR_LIST_SORTS } from '@/features/car-search/texts'

/** The car list (spec 2 §2 "Car list"): the site's stock with filters, search, sort and compare. */
export const CarListBlock: Block = {
  slug: 'carList',
  interfaceName: 'CarListBlock',
  labels: { singular: 'Car list', plural: 'Car lists' },
  fields: [
    {
      name: 'fixedQuery',
      type: 'text',
      label: 'Fixed filters',
      admin: {
        description:
          'Optional: filters this list always applies, in the car list’s address form, e.g. car_condition=Begagnad or car_vehicle_type=Transportbil&car_fuel=El. Visitors filter within them.',
      },
      validate: (value: string | null | undefined) => (!value || /^\??[a-z_.>]+=[^&]*(&[a-z_.>]+=[^&]*)*$/i.test(value.trim()) ? true : 'Write name=value pairs joined by &.'),
    },
    {
      name: 'defaultSort',
      type: 'select',
      label: 'Order before the visitor chooses',
      defaultValue: 'newest',
      options: CAR_LIST_SORTS.map((sort) => ({ label: sort, value: sort })),
    },
  ],
}
