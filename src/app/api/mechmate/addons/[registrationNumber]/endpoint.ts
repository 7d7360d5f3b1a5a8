import { offeringsEndpoint } from '../../offerings'

/** `GET /api/mechmate/addons/{registrationNumber}?lat=&lng=` (spec 3 §7): step 3's add-ons. */
export const mechmateAddons = offeringsEndpoint('addons')
