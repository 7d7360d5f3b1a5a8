import type { Block } from 'payload'

export const StoriesListBlock: Block = {
  slug: 'storiesList',
  interfaceName: 'StoriesListBlock',
  labels: { singular: 'Stories list', plural: 'Stories lists' },
  admin: { disableBlockName: true },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'layout',
          type: 'select',
          defaultValue: 'TwoColumns',
          options: [
            { label: 'Two columns', value: 'TwoColumns' },
            { label: 'One column', value: 'SingleColumn' },
          ],
          admin: { width: '34%' },
        },
        { name: 'showDates', type: 'checkbox', defaultValue: true, admin: { width: '33%' } },
        { name: 'highlightLatestStory', type: 'checkbox', defaultValue: true, admin: { width: '33%' } },
      ],
    },
  ],
}
