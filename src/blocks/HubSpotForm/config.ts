import type { Block } from 'payload'

import { HUBSPOT_FORM_ID, HUBSPOT_PORTAL_ID } from '@/features/form-embeds/form-ids'

const optional = (pattern: RegExp, message: string) => (value: string | null | undefined) => (!value?.trim() || pattern.test(value.trim()) ? true : message)

export const HubSpotFormBlock: Block = {
  slug: 'hubSpotForm',
  interfaceName: 'HubSpotFormBlock',
  labels: { singular: 'HubSpot form', plural: 'HubSpot forms' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      type: 'row',
      fields: [
        {
          name: 'portalId',
          type: 'text',
          label: 'Portal id',
          required: true,
          admin: { width: '50%', description: 'The HubSpot account number (EU region).' },
          validate: optional(HUBSPOT_PORTAL_ID, 'A portal id is digits only.'),
        },
        {
          name: 'formId',
          type: 'text',
          label: 'Form id',
          admin: { width: '50%', description: 'The form’s id in HubSpot, e.g. 319478e5-e5fd-4d39-9d13-fc1f90bf46da. Without it the page shows “Missing FormId”.' },
          validate: optional(HUBSPOT_FORM_ID, 'A HubSpot form id looks like 319478e5-e5fd-4d39-9d13-fc1f90bf46da.'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'displayMode',
          type: 'select',
          defaultValue: 'inline',
          options: [
            { label: 'In the page', value: 'inline' },
            { label: 'Popup behind a fixed button', value: 'popup' },
          ],
          admin: { width: '50%' },
        },
        {
          name: 'buttonText',
          type: 'text',
          label: 'Popup button text',
          admin: { width: '50%', condition: (_, siblingData) => siblingData?.displayMode === 'popup', description: 'The dictionary’s “formOpen” text when empty.' },
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
