import type { CollectionConfig } from 'payload'

import { RATING_MAX, RATING_MIN } from '@/features/tire-hotel/rules'

import { siteScoped } from '../access/roles'
import { siteField } from '../fields/site'

/**
 * Ratings customers gave their wheel-change booking (spec 3 §3.3 Review, §7 review/addReview): stars, an
 * optional comment and when, on the site it was given on. They arrive only through the API; editors read their
 * sites' ratings.
 */
export const TireHotelReviews: CollectionConfig = {
  slug: 'tire-hotel-reviews',
  dbName: 'tire_hotel_reviews',
  graphQL: { singularName: 'TireHotelReview', pluralName: 'TireHotelReviews' },
  labels: { singular: 'Rating', plural: 'Tire hotel ratings' },
  admin: {
    useAsTitle: 'comment',
    defaultColumns: ['rating', 'comment', 'ratedAt', 'site'],
    group: 'Tire hotel',
    description: 'How customers rated booking a wheel change, 1 to 5 stars.',
  },
  access: { read: siteScoped(), create: () => false, update: () => false, delete: siteScoped() },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'rating', type: 'number', required: true, min: RATING_MIN, max: RATING_MAX, admin: { width: '50%', readOnly: true } },
        { name: 'ratedAt', type: 'date', required: true, admin: { width: '50%', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'comment', type: 'textarea', admin: { readOnly: true } },
    siteField({ access: { update: () => false }, admin: { position: 'sidebar', readOnly: true } }),
  ],
}
