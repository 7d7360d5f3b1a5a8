import type { CollectionConfig, Field } from 'payload'

import { DEPARTMENT_GROUPS } from '@/features/dealer-sites/dealer-site'
import { bumpStockVersion } from '@/features/stock/version'

import { adminsOnly, adminsOnlyField, dealerSitesOfAssignedSites } from '../access/roles'
import { rowLabelOf } from '../components/row-label'
import { refuseDuplicates } from '../hooks/duplicates'
import { dealerSitesOfSelectedSite } from '../multi-site/selected-site'

export const DEALER_SITE_COUNTRIES = ['SE', 'NO', 'GB', 'FI', 'SK'] as const

const isoDay = (value: string | null | undefined) => (!value || /^\d{4}-\d{2}-\d{2}$/.test(value) ? true : 'Use a date YYYY-MM-DD.')
const dayRows = (name: string, dbName: string, label: string, singular: string, description: string): Field => ({
  name,
  dbName,
  type: 'array',
  label,
  labels: { singular, plural: label },
  admin: { description, components: rowLabelOf(['day', 'displayText'], singular) },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'day', type: 'text', label: 'Date', required: true, validate: isoDay, admin: { width: '40%', placeholder: '2026-12-24' } },
        { name: 'displayText', type: 'text', label: 'Hours', required: true, admin: { width: '60%', placeholder: 'Stängt' } },
      ],
    },
  ],
})

const stockChanged = () => bumpStockVersion()

/**
 * Dealer sites (facilities) of spec 2 §3 with their departments, staff and opening hours. The site list,
 * site pages, car pages and workshop lists read them through each country's site index.
 */
export const DealerSites: CollectionConfig = {
  slug: 'dealer-sites',
  labels: { singular: 'Dealer site', plural: 'Dealer sites' },
  admin: {
    useAsTitle: 'site_official_name',
    defaultColumns: ['site_official_name', 'site_city', 'site_region', 'country', 'runBy', 'website_sort_order'],
    listSearchableFields: ['site_official_name', 'site_city', 'site_id', 'slug'],
    group: 'Stock',
    description: 'Facilities with departments, opening hours and staff. Changes show on the site within seconds.',
    baseFilter: dealerSitesOfSelectedSite,
  },
  // An editor keeps the facilities their sites run, their addresses included (where the country's leads may be
  // sent is content work); which facilities exist, and which site runs each, is the dealer system's and the admins'.
  access: { read: dealerSitesOfAssignedSites, create: adminsOnly, update: dealerSitesOfAssignedSites, delete: adminsOnly },
  indexes: [{ fields: ['country', 'slug'], unique: true }],
  hooks: {
    beforeChange: [refuseDuplicates({ fields: ['country', 'slug'], path: 'slug', message: ({ slug }) => `Another dealer site of this country already has the address ${String(slug)}.` })],
    afterChange: [stockChanged],
    afterDelete: [stockChanged],
  },
  fields: [
    {
      // Not `site`: its column would be site_id, the dealer system's id of the facility.
      name: 'runBy',
      type: 'relationship',
      relationTo: 'sites',
      label: 'Run by',
      index: true,
      access: { create: adminsOnlyField, update: adminsOnlyField },
      admin: {
        position: 'sidebar',
        description: 'The website of the dealer that runs this facility: its editors keep the facility, its workshops and its cars. Empty: only admins.',
      },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Facility',
          fields: [
            { name: 'site_official_name', type: 'text', label: 'Name', required: true },
            {
              type: 'row',
              fields: [
                { name: 'site_id', type: 'text', label: 'Site id', required: true, unique: true, admin: { width: '25%', description: 'The dealer system’s id.' } },
                {
                  name: 'slug',
                  type: 'text',
                  required: true,
                  index: true,
                  admin: { width: '25%', description: 'The page address: the site list path plus this.' },
                  validate: (value: string | null | undefined) => (value && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? true : 'Use lower-case letters, digits and dashes.'),
                },
                { name: 'country', type: 'select', required: true, index: true, options: [...DEALER_SITE_COUNTRIES], access: { update: adminsOnlyField }, admin: { width: '25%' } },
                { name: 'website_sort_order', type: 'number', label: 'Order on the site list', required: true, defaultValue: 100, admin: { width: '25%' } },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'site_street', type: 'text', label: 'Street', required: true, admin: { width: '40%' } },
                { name: 'site_zip', type: 'text', label: 'Postcode', required: true, admin: { width: '20%' } },
                { name: 'site_city', type: 'text', label: 'City', required: true, admin: { width: '20%' } },
                { name: 'website_city', type: 'text', label: 'City on the website', admin: { width: '20%' } },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'site_region', type: 'text', label: 'Region', required: true, admin: { width: '33%' } },
                {
                  name: 'site_geocoord',
                  type: 'text',
                  label: 'Coordinates',
                  admin: { width: '33%', description: 'lat,lng — e.g. 59.8586,17.6389' },
                  validate: (value: string | null | undefined) => {
                    if (!value) return true
                    const match = /^(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(value)
                    return match && Math.abs(Number(match[1])) <= 90 && Math.abs(Number(match[2])) <= 180 ? true : 'Use latitude,longitude, e.g. 59.8586,17.6389.'
                  },
                },
                { name: 'site_phone', type: 'text', label: 'Phone', admin: { width: '33%' } },
              ],
            },
            { name: 'site_email', type: 'email', label: 'E-mail' },
            {
              type: 'row',
              fields: [
                { name: 'site_image', type: 'upload', relationTo: 'media', label: 'Picture', admin: { width: '50%' } },
                { name: 'site_image_url', type: 'text', label: 'Picture address', admin: { width: '50%', description: 'Used when no picture is uploaded.' } },
              ],
            },
          ],
        },
        {
          label: 'Departments',
          fields: [
            {
              name: 'site_departments',
              dbName: 'dealer_site_depts',
              type: 'array',
              label: 'Departments',
              labels: { singular: 'Department', plural: 'Departments' },
              admin: { initCollapsed: true, components: rowLabelOf(['name'], 'Department') },
              fields: [
                {
                  type: 'tabs',
                  tabs: [
                    {
                      label: 'Department',
                      fields: [
                        {
                          type: 'row',
                          fields: [
                            { name: 'name', type: 'text', label: 'Name', required: true, admin: { width: '34%' } },
                            { name: 'official_name', type: 'text', label: 'Official name', admin: { width: '33%' } },
                            { name: 'group', type: 'select', label: 'Group', required: true, options: [...DEPARTMENT_GROUPS], admin: { width: '33%' } },
                          ],
                        },
                        {
                          type: 'row',
                          fields: [
                            { name: 'department_type', type: 'text', label: 'Department type', admin: { width: '25%', placeholder: 'sales' } },
                            { name: 'phone', type: 'text', label: 'Phone', admin: { width: '25%' } },
                            { name: 'email', type: 'email', label: 'E-mail', admin: { width: '25%' } },
                            { name: 'erp_id', type: 'text', label: 'ERP id', admin: { width: '25%' } },
                          ],
                        },
                        { name: 'brands', type: 'relationship', label: 'Brands', relationTo: 'brands', hasMany: true },
                      ],
                    },
                    {
                      // Stored as the department's opening schedule (spec 2 §3): hours by day, deviation days, vacation.
                      name: 'openingschedule',
                      label: 'Opening hours',
                      fields: [
                        {
                          name: 'openinghours',
                          dbName: 'dept_hours',
                          type: 'array',
                          label: 'Week',
                          labels: { singular: 'Day', plural: 'Week' },
                          admin: { description: 'One row per day or run of days, e.g. Måndag–fredag 09:00–18:00.', components: rowLabelOf(['day', 'displayText'], 'Day') },
                          fields: [
                            {
                              type: 'row',
                              fields: [
                                { name: 'day', type: 'text', label: 'Days', required: true, admin: { width: '50%', placeholder: 'Måndag–fredag' } },
                                { name: 'displayText', type: 'text', label: 'Hours', required: true, admin: { width: '50%', placeholder: '08:00–18:00' } },
                              ],
                            },
                          ],
                        },
                        dayRows('deviationdays', 'dept_deviation_days', 'Deviation days', 'Deviation day', 'Days with other hours than usual, such as public holidays.'),
                        {
                          type: 'row',
                          fields: [
                            { name: 'vacationtitle', type: 'text', label: 'Vacation', admin: { width: '40%', placeholder: 'Semesterstängt' } },
                            { name: 'vacationstart', type: 'text', label: 'From', validate: isoDay, admin: { width: '30%', placeholder: '2027-07-05' } },
                            { name: 'vacationend', type: 'text', label: 'To', validate: isoDay, admin: { width: '30%', placeholder: '2027-07-30' } },
                          ],
                        },
                        dayRows('vacationdays', 'dept_vacation_days', 'Vacation days', 'Vacation day', 'The closed days of the vacation; the vacation shows only while it lasts and has days.'),
                      ],
                    },
                    {
                      label: 'Staff',
                      fields: [
                        {
                          name: 'users',
                          dbName: 'dept_users',
                          type: 'array',
                          label: 'Staff',
                          labels: { singular: 'Person', plural: 'Staff' },
                          admin: { initCollapsed: true, components: rowLabelOf(['first_name', 'last_name', 'title'], 'Person') },
                          fields: [
                            {
                              type: 'row',
                              fields: [
                                { name: 'first_name', type: 'text', label: 'First name', required: true, admin: { width: '25%' } },
                                { name: 'last_name', type: 'text', label: 'Last name', required: true, admin: { width: '25%' } },
                                { name: 'title', type: 'text', label: 'Title', admin: { width: '50%' } },
                              ],
                            },
                            {
                              type: 'row',
                              fields: [
                                { name: 'phone', type: 'text', label: 'Phone', admin: { width: '50%' } },
                                { name: 'email', type: 'email', label: 'E-mail', admin: { width: '50%' } },
                              ],
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
