import type { Field, GroupField } from 'payload'

/** A link an editor sets: a page of the same site, or any URL, with a label and new-tab choice. */
export function linkField({
  name = 'link',
  label = 'Link',
  required = false,
  withLabel = true,
}: { name?: string; label?: string; required?: boolean; withLabel?: boolean } = {}): GroupField {
  const fields: Field[] = [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'radio',
          defaultValue: 'internal',
          options: [
            { label: 'Page on this site', value: 'internal' },
            { label: 'URL', value: 'external' },
          ],
          admin: { layout: 'horizontal', width: '50%' },
        },
        { name: 'newTab', type: 'checkbox', label: 'Open in a new tab', admin: { width: '50%', style: { alignSelf: 'flex-end' } } },
      ],
    },
    {
      name: 'page',
      type: 'relationship',
      relationTo: 'pages',
      required,
      admin: { condition: (_, sibling) => sibling?.type !== 'external' },
    },
    {
      name: 'url',
      type: 'text',
      label: 'URL',
      required,
      admin: { condition: (_, sibling) => sibling?.type === 'external' },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: { type?: string } }) => {
        if (siblingData?.type !== 'external' || !value) return true
        return /^(https?:\/\/|mailto:|tel:|\/|#)/.test(value) ? true : 'Start the URL with https://, http://, mailto:, tel:, / or #.'
      },
    },
  ]
  if (withLabel) fields.push({ name: 'label', type: 'text', required })
  // Two shapes, two generated types: with a label of its own, or only where it goes.
  return { name, label, type: 'group', interfaceName: withLabel ? 'LinkValue' : 'LinkTarget', fields }
}
