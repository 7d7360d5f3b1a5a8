import type { CollectionConfig } from 'payload'

import { OUTBOX_STATUSES } from '@/features/leads/repository'

import { adminsOnly } from '../access/roles'

/**
 * The e-mail port's outbox (ARCHITECTURE.md): every e-mail Forecourt sends is written here first, in the same
 * transaction as what it is about, and delivered by the worker (features/leads/delivery-worker.ts) over SMTP
 * when SMTP_URL is set, or to the demo inbox in demo mode (never the CMS's account e-mails). Read-only in the admin.
 */
export const EmailOutbox: CollectionConfig = {
  slug: 'email-outbox',
  dbName: 'email_outbox',
  labels: { singular: 'E-mail', plural: 'E-mail outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'status', 'attempts', 'transport', 'createdAt'],
    group: 'Leads',
    description: 'E-mails waiting to be sent and sent. A failed attempt is tried again with growing pauses until the mail server accepts it.',
  },
  access: { read: adminsOnly, create: () => false, update: () => false, delete: adminsOnly },
  defaultSort: '-createdAt',
  fields: [
    { name: 'subject', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'toAddress', type: 'text', required: true, index: true, admin: { width: '50%' } },
        { name: 'status', type: 'select', required: true, defaultValue: 'pending', options: [...OUTBOX_STATUSES], index: true, admin: { width: '50%' } },
      ],
    },
    { name: 'lead', type: 'relationship', relationTo: 'leads', index: true },
    {
      name: 'cmsAccount',
      type: 'checkbox',
      defaultValue: false,
      label: 'CMS account e-mail',
      admin: { readOnly: true, description: 'A password reset link: sent only over SMTP, never shown in the demo inbox.' },
    },
    { name: 'bodyText', type: 'textarea', required: true },
    { name: 'bodyHtml', type: 'textarea', admin: { hidden: true } },
    { name: 'headers', type: 'json', admin: { description: 'Extra headers of the message, e.g. List-Unsubscribe.', components: { Field: '@/cms/components/JsonField#JsonField' } } },
    { name: 'attachments', type: 'json', admin: { description: 'File name, type and content of each attachment.', components: { Field: '@/cms/components/JsonField#JsonField' } } },
    {
      type: 'row',
      fields: [
        { name: 'attempts', type: 'number', defaultValue: 0, admin: { width: '25%' } },
        { name: 'nextAttemptAt', type: 'date', required: true, index: true, admin: { width: '25%', date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'sentAt', type: 'date', admin: { width: '25%', date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'transport', type: 'text', admin: { width: '25%', description: 'smtp or demo-inbox' } },
      ],
    },
    { name: 'claimedUntil', type: 'date', admin: { hidden: true } },
    { name: 'messageId', type: 'text', admin: { readOnly: true } },
    { name: 'lastError', type: 'text', admin: { readOnly: true } },
  ],
}
