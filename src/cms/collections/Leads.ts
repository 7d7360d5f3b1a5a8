import type { CollectionConfig, FieldAccess } from 'payload'

import { FORM_NAMES } from '@/features/leads/form-rules'
import { LEAD_STATUSES } from '@/features/leads/repository'

import { isAdmin, siteScoped } from '../access/roles'
import { siteField } from '../fields/site'

const never: FieldAccess = () => false

/**
 * Leads visitors sent (spec 3 §7 forms/comhub; spec 2 §7 Contact). They arrive only through the intake, which
 * stores a lead and its e-mail in one transaction (features/leads/repository.ts); editors read the leads of
 * their sites and mark them handled.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'formName', 'status', 'site', 'createdAt'],
    listSearchableFields: ['summary', 'submissionId'],
    group: 'Leads',
    description: 'What visitors sent through the forms. Each lead is e-mailed to its receiving address; mark it handled when it is taken care of.',
  },
  access: {
    read: siteScoped(),
    create: () => false,
    update: siteScoped(),
    delete: siteScoped(),
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'summary', type: 'text', access: { update: never }, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'formName', type: 'select', required: true, options: [...FORM_NAMES], access: { update: never }, admin: { readOnly: true, width: '50%' } },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          options: LEAD_STATUSES.map((status) => ({ label: status[0]!.toUpperCase() + status.slice(1), value: status })),
          admin: { width: '50%', description: 'New, delivered or failed follow the e-mail; set Handled when the lead is taken care of.' },
        },
      ],
    },
    siteField({ access: { update: never }, admin: { position: 'sidebar', readOnly: true } }),
    { name: 'submissionId', type: 'text', required: true, unique: true, index: true, access: { update: never }, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'locale', type: 'text', access: { update: never }, admin: { readOnly: true, position: 'sidebar' } },
    {
      type: 'row',
      fields: [
        { name: 'receivingAddress', type: 'text', access: { update: never }, admin: { readOnly: true, width: '50%' } },
        { name: 'receivingName', type: 'text', access: { update: never }, admin: { readOnly: true, width: '50%' } },
      ],
    },
    { name: 'sourceUrl', type: 'text', access: { update: never }, admin: { readOnly: true, description: 'The page the visitor sent the form from.' } },
    { name: 'formValues', type: 'json', required: true, access: { update: never }, admin: { readOnly: true, description: 'The values as the visitor sent them.', components: { Field: '@/cms/components/JsonField#JsonField' } } },
    { name: 'consents', type: 'json', access: { update: never }, admin: { readOnly: true, description: 'Each consent text as the visitor saw it, and when it was given.', components: { Field: '@/cms/components/JsonField#JsonField' } } },
    {
      type: 'row',
      fields: [
        { name: 'deliveryAttempts', type: 'number', defaultValue: 0, access: { update: never }, admin: { readOnly: true, width: '33%' } },
        { name: 'deliveredAt', type: 'date', access: { update: never }, admin: { readOnly: true, width: '33%', date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'lastDeliveryError', type: 'text', access: { update: never, read: ({ req }) => isAdmin(req.user) }, admin: { readOnly: true, width: '33%' } },
      ],
    },
    // The fingerprint a repeated submission id is compared with (same body: the same answer; another: 422).
    { name: 'payloadHash', type: 'text', required: true, access: { update: never, read: never }, admin: { hidden: true } },
  ],
}
