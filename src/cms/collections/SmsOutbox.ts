import type { CollectionConfig } from 'payload'

import { SMS_STATUSES } from '@/features/tire-hotel/ports'

import { adminsOnly } from '../access/roles'

/**
 * The SMS port's outbox (src/features/tire-hotel/sms-outbox.ts): every text message Forecourt sends without a gateway is written
 * here — delivered to the demo inbox in demo mode, waiting otherwise. Number and text are stored encrypted (a
 * text may hold a one-time code); admins see the masked number, what it was for and whether it went.
 */
export const SmsOutbox: CollectionConfig = {
  slug: 'sms-outbox',
  dbName: 'sms_outbox',
  graphQL: { singularName: 'TextMessage', pluralName: 'TextMessages' },
  labels: { singular: 'Text message', plural: 'SMS outbox' },
  admin: {
    useAsTitle: 'toMasked',
    defaultColumns: ['toMasked', 'purpose', 'status', 'transport', 'createdAt'],
    group: 'Leads',
    description: 'Text messages sent and waiting. Numbers and texts are stored encrypted; one-time codes are never shown here.',
  },
  access: { read: adminsOnly, create: () => false, update: () => false, delete: adminsOnly },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'toMasked', label: 'To', type: 'text', required: true, admin: { width: '34%' } },
        { name: 'purpose', type: 'text', required: true, admin: { width: '33%' } },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          options: [...SMS_STATUSES],
          index: true,
          admin: { width: '33%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'transport', type: 'text', admin: { width: '50%', description: 'demo-inbox, or empty while waiting' } },
        { name: 'sentAt', type: 'date', admin: { width: '50%', date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    // Looked up by the demo inbox's recipient filter: a keyed digest of the number, not the number.
    { name: 'toDigest', type: 'text', required: true, index: true, access: { read: () => false }, admin: { hidden: true } },
    { name: 'toSealed', type: 'text', required: true, access: { read: () => false }, admin: { hidden: true } },
    { name: 'textSealed', type: 'text', required: true, access: { read: () => false }, admin: { hidden: true } },
  ],
}
