import type { Block } from 'payload'

/** Where a car without a tire hotel agreement is sent to book (the 404 message's link): the demo's service booking. */
export const DEFAULT_SERVICE_BOOKING_PATH = '/service-och-verkstad/boka-bilverkstad'

/**
 * The tire hotel (spec 3 §2.5): agreement lookup by registration number, a one-time code by SMS, the stored tires
 * and a wheel-change booking with a rating. Its texts are the specification's; these are the editor's.
 */
export const TireHotelBlock: Block = {
  slug: 'tireHotel',
  interfaceName: 'TireHotelBlock',
  labels: { singular: 'Tire hotel', plural: 'Tire hotels' },
  fields: [
    { name: 'heading', type: 'text', admin: { placeholder: 'Boka hjulskifte' } },
    { name: 'intro', type: 'textarea', admin: { placeholder: 'Logga in med registreringsnummer och en kod via sms.' } },
    {
      name: 'contactEmail',
      type: 'email',
      admin: { description: 'In every step’s footer and the contact link of the login. Empty: the site’s lead address.' },
    },
    {
      name: 'serviceBookingPath',
      type: 'text',
      label: 'Service booking address',
      admin: { description: `Offered when no agreement is found. Empty: ${DEFAULT_SERVICE_BOOKING_PATH}.` },
      validate: (value: string | null | undefined) => (!value || /^\/(?!\/)\S*$/.test(value) || /^https:\/\/\S+$/.test(value) ? true : 'Use a path on the site (/…) or an https:// address.'),
    },
  ],
}
