import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'

export const CountdownBlock: Block = {
  slug: 'countdown',
  interfaceName: 'CountdownBlock',
  labels: { singular: 'Countdown', plural: 'Countdowns' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    {
      name: 'endsAt',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'The moment the countdown reaches zero.' },
    },
    { name: 'endedText', type: 'text', admin: { description: 'Shown instead of the digits once the time has passed.' } },
    linkField(),
    { name: 'backgroundColor', type: 'select', defaultValue: 'BackgroundColor3', options: ['None', 'BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3'] },
  ],
}
