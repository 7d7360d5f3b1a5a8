import type { Block } from 'payload'

/** Where the makes booked outside Forecourt are sent (spec 3 §1, §2.1 header): the brands' own booking pages. */
export const DEFAULT_EXTERNAL_BOOKINGS = [
  { brand: 'BMW', url: 'https://www.bmw.se/sv/topics/owners/service-och-verkstad/boka-service.html' },
  { brand: 'MINI', url: 'https://www.mini.se/sv_SE/home/service/service-booking.html' },
  { brand: 'Porsche', url: 'https://www.porsche.com/sweden/sv/accessoriesandservice/porscheservice/' },
  { brand: 'IVECO', url: 'https://www.iveco.com/sweden/service/' },
]

/**
 * The online service booking (spec 3 §2.1): registration number and place, services, add-ons, workshop and time,
 * contact details and confirmation. Its texts are the specification's; these are the editor's.
 */
export const ServiceBookingBlock: Block = {
  slug: 'serviceBooking',
  interfaceName: 'ServiceBookingBlock',
  labels: { singular: 'Service booking', plural: 'Service bookings' },
  fields: [
    { name: 'heading', type: 'text', admin: { placeholder: 'Boka service och verkstad' } },
    { name: 'intro', type: 'textarea', admin: { placeholder: 'Se priset för din bil och välj en tid som passar.' } },
    {
      name: 'contactEmail',
      type: 'email',
      admin: { description: 'Suggested when something fails or no workshop fits. Empty: the site’s lead address.' },
    },
    {
      name: 'externalBookings',
      type: 'array',
      labels: { singular: 'Brand link', plural: 'Brand links' },
      admin: { description: 'Makes booked on the brand’s own page, shown at the top. Empty: BMW, MINI, Porsche and IVECO.', initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'brand', type: 'text', required: true, admin: { width: '30%' } },
            { name: 'url', type: 'text', required: true, admin: { width: '70%' }, validate: (value: string | null | undefined) => (value && /^https:\/\//.test(value) ? true : 'Use an https:// address.') },
          ],
        },
      ],
    },
    {
      name: 'damageInspectionUrl',
      type: 'text',
      label: 'Damage inspection address',
      defaultValue: 'https://www.skadeanmalan.se/',
      admin: { description: 'The external inspection site the damage panel links to.' },
      validate: (value: string | null | undefined) => (!value || /^https:\/\//.test(value) ? true : 'Use an https:// address.'),
    },
  ],
}
