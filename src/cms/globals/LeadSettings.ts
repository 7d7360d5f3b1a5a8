import type { GlobalConfig } from 'payload'

import { DEFAULT_LEAD_RETENTION_DAYS } from '@/features/leads/delivery-worker'

import { adminsOnly, loggedIn } from '../access/roles'

/** How long leads are kept: older ones, and their e-mails, are deleted (checked hourly). */
export const LeadSettings: GlobalConfig = {
  slug: 'lead-settings',
  label: 'Lead settings',
  admin: { group: 'Leads' },
  access: { read: loggedIn, update: adminsOnly },
  fields: [
    {
      name: 'retentionDays',
      type: 'number',
      required: true,
      defaultValue: DEFAULT_LEAD_RETENTION_DAYS,
      min: 1,
      max: 3650,
      admin: { description: 'Leads older than this many days are deleted, with their e-mails.' },
    },
  ],
}
