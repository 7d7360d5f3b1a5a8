import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'

export const CardListBlock: Block = {
  slug: 'cardList',
  interfaceName: 'CardListBlock',
  labels: { singular: 'Cards', plural: 'Card lists' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    { name: 'variant', type: 'select', defaultValue: 'Default', options: ['Default', 'Card With Borders', 'Gray background'] },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      required: true,
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        linkField({ withLabel: false }),
        { name: 'buttonText', type: 'text', admin: { description: 'Shown as a button; without it the whole card is the link.' } },
      ],
    },
  ],
}
