import { offeringsEndpoint } from '../../offerings'

/** `GET /api/mechmate/services/{registrationNumber}?lat=&lng=` (spec 3 §7): step 2's services. */
export const mechmateServices = offeringsEndpoint('services')
