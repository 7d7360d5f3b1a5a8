import type { Block } from 'payload'

import { JOTFORM_FORM_ID } from '@/features/form-embeds/form-ids'

export const JotformFormBlock: Block = {
  slug: 'jotformForm',
  interfaceName: 'JotformFormBlock',
  labels: { singular: 'Jotform form', plural: 'Jotform forms' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      type: 'row',
      fields: [
        {
          name: 'formId',
          type: 'text',
          label: 'Form id',
          admin: { width: '50%', description: 'The form’s number in Jotform (5–25 digits). Without it the page shows “Missing FormId”.' },
          validate: (value: string | null | undefined) => (!value?.trim() || JOTFORM_FORM_ID.test(value.trim()) ? true : 'A Jotform form id is 5 to 25 digits.'),
        },
        {
          name: 'title',
          type: 'text',
          required: true,
          admin: { width: '50%', description: 'What the form is, for screen readers (the frame’s title), e.g. “Book a test drive”.' },
        },
      ],
    },
    {
      name: 'consentNotice',
      type: 'textarea',
      admin: { description: 'Shown instead of the form until the visitor allows marketing cookies. The dictionary’s “formConsentNotice” text when empty.' },
    },
  ],
}
