import type { Block } from 'payload'

export const StoriesTeaserBlock: Block = {
  slug: 'storiesTeaser',
  interfaceName: 'StoriesTeaserBlock',
  labels: { singular: 'Stories teaser', plural: 'Stories teasers' },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'storiesIndex',
      type: 'relationship',
      relationTo: 'pages',
      required: true,
      admin: { description: 'The page that lists the stories; the teaser shows its 3 newest.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'layout', type: 'select', defaultValue: 'Default', options: ['Default', 'Variant 2'], admin: { width: '50%' } },
        { name: 'buttonText', type: 'text', admin: { width: '50%', placeholder: 'Visa fler' } },
      ],
    },
  ],
}
