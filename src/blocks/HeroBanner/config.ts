import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'

export const HeroBannerBlock: Block = {
  slug: 'heroBanner',
  interfaceName: 'HeroBannerBlock',
  labels: { singular: 'Hero banner', plural: 'Hero banners' },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'titleTag', type: 'select', defaultValue: 'h1', options: ['h1', 'h2', 'h3'], admin: { width: '33%' } },
        { name: 'textColor', type: 'select', defaultValue: 'White', options: ['White', 'Black'], admin: { width: '33%' } },
        { name: 'buttonType', type: 'select', defaultValue: 'Primary', options: ['Primary', 'Secondary', 'Ghost', 'Ghost Contrast'], admin: { width: '33%' } },
      ],
    },
    { name: 'text', type: 'textarea' },
    linkField(),
    {
      type: 'row',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', admin: { width: '50%', description: 'Without an image the banner is not shown.' } },
        { name: 'imagePhone', type: 'upload', relationTo: 'media', admin: { width: '50%', description: 'Optional image for phones (under 640 px).' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'contentPlacement', type: 'select', defaultValue: 'Center', options: ['Top', 'Center', 'Bottom'], admin: { width: '33%' } },
        { name: 'variant', type: 'select', defaultValue: 'Default', options: ['Default', 'FullScreen'], admin: { width: '33%' } },
        { name: 'centerContent', type: 'checkbox', admin: { width: '16%' } },
        { name: 'hasMarginTop', type: 'checkbox', admin: { width: '16%' } },
      ],
    },
  ],
}
