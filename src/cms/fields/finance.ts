import type { Field, Tab } from 'payload'

import { FINANCE_PRODUCT_KINDS } from '@/features/finance/uk/engine'

/**
 * A site's UK finance settings (spec 2 §7 "Finance (UK)"): the HP and PCP products Forecourt's quote engine
 * offers on the site's cars, the official dealer keys of its dealer names, the commission disclosure and where
 * the reserve and part-exchange links go. Read by src/features/finance/uk/site-finance.ts. An editor changes
 * them for their own sites only (Sites access).
 */

const half = { width: '50%' }
const quarter = { width: '25%' }
const percent = (name: string, label: string, description?: string): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  min: 0,
  max: 100,
  admin: { ...quarter, description },
})
/** PCP's settings: optional, so an HP product is saved without them. */
const pcpPercent = (name: string, label: string, description?: string): Field => ({
  name,
  label,
  type: 'number',
  defaultValue: 0,
  min: 0,
  max: 100,
  admin: { ...quarter, description },
})
const months = (name: string, label: string): Field => ({ name, label, type: 'number', required: true, min: 1, max: 120, admin: quarter })

const productFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'familyKey', type: 'text', required: true, admin: { ...quarter, description: 'e.g. HP, PCP' } },
      { name: 'name', type: 'text', required: true, admin: half },
      {
        name: 'kind',
        type: 'select',
        required: true,
        defaultValue: 'HP',
        options: FINANCE_PRODUCT_KINDS.map((value) => ({ label: value, value })),
        admin: quarter,
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'apr',
        label: 'APR (%)',
        type: 'number',
        required: true,
        min: 0,
        max: 99,
        admin: { ...quarter, description: 'Representative APR, e.g. 9.9' },
      },
      {
        name: 'documentFee',
        label: 'Document fee (£)',
        type: 'number',
        required: true,
        defaultValue: 0,
        min: 0,
        admin: { ...quarter, description: 'With the first payment' },
      },
      {
        name: 'optionToPurchaseFee',
        label: 'Option to purchase fee (£)',
        type: 'number',
        required: true,
        defaultValue: 0,
        min: 0,
        admin: { ...quarter, description: 'With the last or final payment' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      months('termMin', 'Shortest term (months)'),
      months('termMax', 'Longest term (months)'),
      months('termStep', 'Term step (months)'),
      months('termDefault', 'Default term (months)'),
    ],
  },
  {
    type: 'row',
    fields: [
      percent('depositMinPercent', 'Smallest deposit (%)'),
      percent('depositMaxPercent', 'Largest deposit (%)'),
      percent('depositDefaultPercent', 'Default deposit (%)'),
    ],
  },
  {
    type: 'collapsible',
    label: 'PCP: annual mileage and final payment',
    admin: { condition: (_, sibling) => sibling?.kind === 'PCP', initCollapsed: false },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'annualMileages',
            label: 'Annual mileages (miles)',
            type: 'number',
            hasMany: true,
            min: 0,
            max: 100_000,
            admin: { ...half, description: 'e.g. 6000, 8000, 10000, 12000, 15000' },
          },
          { name: 'annualMileageDefault', label: 'Default annual mileage', type: 'number', defaultValue: 10_000, min: 0, admin: quarter },
        ],
      },
      {
        type: 'row',
        fields: [
          pcpPercent('finalPaymentPercentAt12Months', 'Final payment at 12 months (%)', 'of the cash price, at the base mileage'),
          pcpPercent('finalPaymentPercentLostPerYear', 'Less per further year (points)'),
          pcpPercent('finalPaymentPercentLostPer1000Miles', 'Less per 1,000 miles over base (points)'),
          pcpPercent('finalPaymentMinPercent', 'Never below (%)'),
        ],
      },
      { name: 'finalPaymentBaseMileage', label: 'Base annual mileage', type: 'number', defaultValue: 10_000, min: 0, admin: quarter },
    ],
  },
]

export const financeTab: Tab = {
  label: 'Finance',
  description: 'UK finance quotes on the car pages: the products offered and the texts every quote carries.',
  fields: [
    {
      name: 'finance',
      type: 'group',
      label: false,
      fields: [
        {
          type: 'row',
          fields: [{ name: 'lender', type: 'text', admin: { ...half, description: 'Named in the representative example and the terms.' } }],
        },
        {
          name: 'dealerKeys',
          type: 'array',
          labels: { singular: 'Dealer key', plural: 'Dealer keys' },
          admin: { description: 'The official dealer key quotes are asked for, by the dealer name the stock gives.', initCollapsed: true },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'dealerName', type: 'text', required: true, admin: half },
                { name: 'dealerKey', type: 'text', required: true, index: true, admin: half },
              ],
            },
          ],
        },
        {
          name: 'products',
          type: 'array',
          labels: { singular: 'Finance product', plural: 'Finance products' },
          admin: { initCollapsed: true },
          fields: productFields,
        },
        {
          name: 'commissionDisclosure',
          type: 'textarea',
          admin: { description: 'Shown under every quote: how the dealer is paid for introducing finance.' },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'reserveUrl',
              label: 'Reserve link',
              type: 'text',
              admin: { ...half, description: 'Reserve link; {quoteRef} becomes the quote reference.' },
            },
            {
              name: 'partExchangeUrl',
              label: 'Part-exchange link',
              type: 'text',
              admin: { ...half, description: 'Part-exchange link; {quoteRef} becomes the quote reference.' },
            },
          ],
        },
        {
          name: 'termsTemplate',
          label: 'Terms and conditions',
          type: 'textarea',
          admin: { description: 'Of every quote: {quoteRef}, {lender}, {product} and {example} are filled in.' },
        },
      ],
    },
  ],
}
