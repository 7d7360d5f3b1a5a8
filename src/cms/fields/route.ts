import type { Field } from 'payload'

export const BRAND_DESIGNS = ['mercedes', 'smart', 'mini', 'bmw'] as const

/** The route fields of spec 1 §3: what a page says about itself to browsers, search engines and sharing. */
export const routeFields: Field[] = [
  { name: 'navTitle', label: 'Menu title', type: 'text', localized: true, admin: { description: 'Shorter title for menus. Falls back to the title.' } },
  { name: 'metaTitle', type: 'text', localized: true, admin: { description: 'Title in the browser tab and search results. Falls back to the title.' } },
  { name: 'metaDescription', type: 'textarea', localized: true, maxLength: 320 },
  { name: 'ogDescription', label: 'Sharing description', type: 'textarea', localized: true, maxLength: 320, admin: { description: 'Description when shared. Falls back to the meta description.' } },
  { name: 'ogImage', label: 'Sharing image', type: 'upload', relationTo: 'media' },
  {
    name: 'canonicalURL',
    type: 'text',
    admin: { description: 'Only when another URL is the original of this page. Made absolute and lower-cased.' },
  },
  {
    name: 'brandDesign',
    type: 'select',
    label: 'Brand design',
    options: BRAND_DESIGNS.map((value) => ({ label: value.toUpperCase() === 'BMW' ? 'BMW' : value[0]!.toUpperCase() + value.slice(1), value })),
    admin: { description: 'Show this page in a brand theme (sites with brand themes only).' },
  },
]
