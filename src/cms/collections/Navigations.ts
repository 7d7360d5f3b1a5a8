import type { CollectionConfig } from 'payload'
import { select as selectValidation, text as textValidation, type SelectFieldValidation, type TextFieldValidation } from 'payload/shared'

import { ALERT_ICONS, ALERT_TYPES, type AlertSource } from '@/features/navigation/alert'
import { DEFAULT_LOGO_HEIGHT, DEFAULT_LOGO_WIDTH } from '@/features/navigation/logo'

import { createOnAssignedSite, siteScoped } from '../access/roles'
import { linkField } from '../fields/link'
import { siteField } from '../fields/site'
import { refuseDuplicates } from '../hooks/duplicates'
import { afterSiteContentChange, afterSiteContentDelete } from '../hooks/revalidate'

/**
 * The navigation component of spec 1 §3: the bar above every page of a site, its logo and behaviour, extra
 * items and the alert shown under it. The menu entries themselves are the site's pages (Pages → Navigation).
 */
const ALERT_NEEDS_TYPE = 'Choose the alert’s type: without one the alert is not shown.'
const ALERT_NEEDS_WORDS = 'Give the alert a title or a text in this language: without either it is not shown.'

export const Navigations: CollectionConfig = {
  slug: 'navigations',
  labels: { singular: 'Navigation', plural: 'Navigation' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'site', 'hasMessage', 'updatedAt'],
    description: 'The top bar of each site: logo, behaviour, extra links and the alert banner. Menu entries are the site’s pages.',
  },
  access: { read: siteScoped(), create: createOnAssignedSite, update: siteScoped(), delete: siteScoped() },
  indexes: [{ fields: ['site'], unique: true }],
  hooks: {
    beforeChange: [refuseDuplicates({ fields: ['site'], path: 'site', message: () => 'This site already has its navigation: change that one instead of adding another.' })],
    afterChange: [afterSiteContentChange],
    afterDelete: [afterSiteContentDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Navigation', admin: { description: 'Only shown in the CMS.' } },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Bar',
          fields: [
            { name: 'logo', type: 'upload', relationTo: 'media', admin: { description: 'Falls back to the site’s logo.' } },
            { type: 'row', fields: [
              { name: 'logoWidth', type: 'number', min: 40, max: 400, defaultValue: DEFAULT_LOGO_WIDTH, admin: { width: '50%', description: 'Pixels. Scaled to 90 % on phones.' } },
              { name: 'logoHeight', type: 'number', min: 16, max: 160, defaultValue: DEFAULT_LOGO_HEIGHT, admin: { width: '50%', description: 'Pixels. Scaled to 90 % on phones.' } },
            ] },
            { type: 'row', fields: [
              { name: 'isSticky', type: 'checkbox', label: 'Sticky', admin: { width: '25%', description: 'Stays on top; transparent over the home page until scrolled.' } },
              { name: 'slimNav', type: 'checkbox', label: 'Slim bar', admin: { width: '25%' } },
              { name: 'hasDarkTheme', type: 'checkbox', label: 'Dark bar', admin: { width: '25%' } },
              { name: 'showSeparator', type: 'checkbox', label: 'Separator line', admin: { width: '25%' } },
            ] },
            {
              name: 'extraNavigationItems',
              type: 'array',
              localized: true,
              labels: { singular: 'Extra item', plural: 'Extra items' },
              admin: { description: 'Links at the right of the bar, e.g. "Boka service". Items without a title are not shown.' },
              fields: [{ name: 'title', type: 'text' }, linkField({ withLabel: false })],
            },
          ],
        },
        {
          label: 'Alert',
          // Spec 1 §4: the alert shows only with HasMessage on, a type, and a title or a text. The form says which
          // is missing instead of saving an alert that no page shows.
          fields: [
            {
              name: 'hasMessage',
              type: 'checkbox',
              label: 'Show an alert under the bar',
              admin: { description: 'On every page of the site, as soon as it is saved.' },
            },
            {
              type: 'row',
              admin: { condition: (data) => Boolean(data?.hasMessage) },
              fields: [
                {
                  name: 'messageType',
                  type: 'select',
                  options: ALERT_TYPES.map((value) => ({ label: value, value })),
                  validate: ((value, options) => ((options.siblingData as AlertSource)?.hasMessage && !value ? ALERT_NEEDS_TYPE : selectValidation(value, options))) satisfies SelectFieldValidation,
                  admin: { width: '50%', description: 'Warning alerts cannot be closed.' },
                },
                { name: 'messageIcon', type: 'select', options: ALERT_ICONS.map((value) => ({ label: value, value })), admin: { width: '50%' } },
              ],
            },
            {
              name: 'messageTitle',
              type: 'text',
              localized: true,
              validate: ((value, options) => {
                const alert = options.siblingData as AlertSource
                return alert?.hasMessage && !value?.trim() && !alert.messageText?.trim() ? ALERT_NEEDS_WORDS : textValidation(value, options)
              }) satisfies TextFieldValidation,
              admin: { condition: (data) => Boolean(data?.hasMessage) },
            },
            { name: 'messageText', type: 'textarea', localized: true, admin: { condition: (data) => Boolean(data?.hasMessage) } },
          ],
        },
      ],
    },
    siteField(),
  ],
}
