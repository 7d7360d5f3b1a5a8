import type { Block } from 'payload'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Text', plural: 'Texts' },
  fields: [
    { name: 'content', type: 'richText', required: true },
    { name: 'width', type: 'select', defaultValue: 'narrow', options: [{ label: 'Reading width', value: 'narrow' }, { label: 'Wide', value: 'wide' }] },
  ],
}
