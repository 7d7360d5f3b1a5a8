import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'
import { imageField, videoField } from '@/cms/fields/media'

export const HeroBannerBlock: Block = {
  slug: 'heroBanner',
  interfaceName: 'HeroBannerBlock',
  labels: { singular: 'Hero banner', plural: 'Hero banners' },
  fields: [
    {
      name: 'content',
      type: 'radio',
      defaultValue: 'Image',
      options: ['Image', 'Video'],
      admin: { layout: 'horizontal', description: 'An image banner without an image is not shown.' },
    },
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
        imageField('image', { admin: { width: '50%', description: 'Also the poster of a video banner.' } }),
        imageField('imagePhone', { admin: { width: '50%', description: 'Optional image for phones (under 640 px).' } }),
      ],
    },
    {
      type: 'row',
      admin: { condition: (_, sibling) => sibling?.content === 'Video' },
      fields: [
        videoField('videoDesktop', { admin: { width: '50%' } }),
        videoField('videoPhone', { admin: { width: '50%', description: 'Optional video for phones (under 640 px).' } }),
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
    { name: 'hasSearchBar', type: 'checkbox', label: 'Search bar', admin: { description: 'A car search field over the banner.' } },
    {
      type: 'row',
      admin: { condition: (_, sibling) => Boolean(sibling?.hasSearchBar) },
      fields: [
        {
          name: 'searchUrl',
          type: 'text',
          label: 'Search goes to',
          admin: { width: '34%', description: 'A path such as /kop-bil/alla-bilar-i-lager; ?keyphrase= is added.' },
          validate: (value: string | null | undefined) => (!value || /^(\/|https?:\/\/)/.test(value) ? true : 'Start with / or https://.'),
        },
        { name: 'searchPlaceholder', type: 'text', label: 'Placeholder (phones)', admin: { width: '33%', placeholder: 'Sök på märke, modell eller utrustning' } },
        { name: 'searchPlaceholderDesktop', type: 'text', label: 'Placeholder (desktop)', admin: { width: '33%' } },
      ],
    },
  ],
}
