import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'

/** Icons a card can show (drawn in ./icons.tsx). */
export const CARD_ICONS = ['car', 'electric', 'service', 'tire', 'finance', 'phone', 'calendar', 'shield', 'leaf', 'key', 'star', 'location'] as const

export const CardListBlock: Block = {
  slug: 'cardList',
  interfaceName: 'CardListBlock',
  labels: { singular: 'Cards', plural: 'Card lists' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'variant', type: 'select', defaultValue: 'Default', options: ['Default', 'Card With Borders', 'Gray background'], admin: { width: '34%' } },
        {
          name: 'cardStyle',
          type: 'select',
          defaultValue: 'Card',
          options: [
            { label: 'Card (image above)', value: 'Card' },
            { label: 'List card (icon or image beside)', value: 'List card' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'perRow',
          type: 'select',
          defaultValue: 'Four',
          options: [
            { label: 'Up to 4 per row (1, 2, 4)', value: 'Four' },
            { label: '3 per row from tablets (1, 3)', value: 'Three' },
          ],
          admin: { width: '33%' },
        },
      ],
    },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      required: true,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'image', type: 'upload', relationTo: 'media', admin: { width: '50%' } },
            { name: 'icon', type: 'select', options: [...CARD_ICONS], admin: { width: '50%', description: 'Shown instead of an image.' } },
          ],
        },
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        linkField({ withLabel: false }),
        { name: 'buttonText', type: 'text', admin: { description: 'Shown as a button; without it the whole card is the link.' } },
      ],
    },
  ],
}
