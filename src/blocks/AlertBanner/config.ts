import type { Block } from 'payload'

import { linkField } from '@/cms/fields/link'

export const AlertBannerBlock: Block = {
  slug: 'alertBanner',
  interfaceName: 'AlertBannerBlock',
  labels: { singular: 'Alert banner', plural: 'Alert banners' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'Neutral',
          options: ['Warning', 'Dark', 'Light', 'Neutral'],
          admin: { width: '50%', description: 'A Warning cannot be closed.' },
        },
        { name: 'icon', type: 'select', options: ['CampaignAlert', 'WarningAlert'], admin: { width: '50%' } },
      ],
    },
    { name: 'title', type: 'text' },
    { name: 'text', type: 'textarea' },
    linkField(),
  ],
}
