import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'
import { imageField, videoField } from '@/cms/fields/media'

export const HeroCarouselBlock: Block = {
  slug: 'heroCarousel',
  interfaceName: 'HeroCarouselBlock',
  labels: { singular: 'Hero carousel', plural: 'Hero carousels' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'height', type: 'select', defaultValue: 'Default', options: ['Default', 'Medium', 'FullHeight'], admin: { width: '25%' } },
        { name: 'contentPlacementXAxis', type: 'select', defaultValue: 'Left', options: ['Left', 'Center', 'Right'], admin: { width: '25%' } },
        { name: 'contentPlacementYAxis', type: 'select', defaultValue: 'Center', options: ['Top', 'Center', 'Bottom'], admin: { width: '25%' } },
        { name: 'hasMediaButtons', type: 'checkbox', defaultValue: true, label: 'Video buttons', admin: { width: '25%' } },
      ],
    },
    { name: 'hasSearchBar', type: 'checkbox', label: 'Search bar' },
    {
      type: 'row',
      admin: { condition: (_, sibling) => Boolean(sibling?.hasSearchBar) },
      fields: [
        {
          name: 'searchUrl',
          type: 'text',
          label: 'Search goes to',
          admin: { width: '34%', description: 'On the site’s car list, the words that name makes, models and other filters become its path; ?keyphrase= the rest.' },
          validate: (value: string | null | undefined) => (!value || /^(\/|https?:\/\/)/.test(value) ? true : 'Start with / or https://.'),
        },
        { name: 'searchPlaceholder', type: 'text', label: 'Placeholder (phones)', admin: { width: '33%', placeholder: 'Sök på märke, modell eller utrustning' } },
        { name: 'searchPlaceholderDesktop', type: 'text', label: 'Placeholder (desktop)', admin: { width: '33%', description: 'From 1024 px; short enough to fit the field.' } },
      ],
    },
    {
      name: 'slides',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      required: true,
      admin: { initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        {
          type: 'row',
          fields: [
            { name: 'textColor', type: 'select', defaultValue: 'White', options: ['White', 'Black'], admin: { width: '33%' } },
            { name: 'textShadow', type: 'checkbox', admin: { width: '33%' } },
            { name: 'buttonType', type: 'select', defaultValue: 'Primary', options: ['Primary', 'Secondary', 'Ghost', 'Ghost Contrast'], admin: { width: '33%' } },
          ],
        },
        linkField({ name: 'link', label: 'Button' }),
        {
          type: 'row',
          fields: [imageField('image', { required: true, admin: { width: '50%' } }), imageField('imagePhone', { admin: { width: '50%' } })],
        },
        {
          type: 'row',
          fields: [videoField('video', { admin: { width: '50%' } }), videoField('videoPhone', { admin: { width: '50%' } })],
        },
      ],
    },
  ],
}
