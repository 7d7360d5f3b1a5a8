import type { SeedRedirect } from '../types'

/**
 * Nordvik Motors UK (uk-dealer): the permanent redirects from the dealer's previous website (spec 1 §2.7,
 * "British site" and "British site, later rules"). Brand slugs of the new site: mercedes, smart, mini, bmw;
 * the old site spelled them mercedes-benz, mercedes-benz-vans, smart, mini and bmw.
 */

/** "British site": the first table, old brand sections to the new /buy-car, /find-us, /service-and-parts and legal pages. */
export const britishTable: SeedRedirect[] = [
  // /buy-car/new-cars/{brand}
  { source: '/mercedes-benz/new-cars', destination: '/buy-car/new-cars/mercedes' },
  { source: '/smart/new-cars', destination: '/buy-car/new-cars/smart' },
  { source: '/mini/new-cars', destination: '/buy-car/new-cars/mini' },
  { source: '/bmw/new-cars', destination: '/buy-car/new-cars/bmw' },
  // /buy-car/used-cars/{brand}
  { source: '/mercedes-benz/approved-used', destination: '/buy-car/used-cars/mercedes' },
  { source: '/smart/used-cars', destination: '/buy-car/used-cars/smart' },
  { source: '/mini/mini-next', destination: '/buy-car/used-cars/mini' },
  { source: '/bmw/approved-used', destination: '/buy-car/used-cars/bmw' },
  // /buy-car/brands/{brand}
  { source: '/mercedes-benz', destination: '/buy-car/brands/mercedes' },
  { source: '/smart', destination: '/buy-car/brands/smart' },
  { source: '/mini', destination: '/buy-car/brands/mini' },
  { source: '/bmw', destination: '/buy-car/brands/bmw' },
  // /buy-car/latest-offers/{brand}
  { source: '/mercedes-benz/offers', destination: '/buy-car/latest-offers/mercedes' },
  { source: '/smart/offers', destination: '/buy-car/latest-offers/smart' },
  { source: '/mini/offers', destination: '/buy-car/latest-offers/mini' },
  { source: '/bmw/offers', destination: '/buy-car/latest-offers/bmw' },
  // /buy-car/finance-and-insurance-options/{brand}
  { source: '/mercedes-benz/finance', destination: '/buy-car/finance-and-insurance-options/mercedes' },
  { source: '/bmw/finance', destination: '/buy-car/finance-and-insurance-options/bmw' },
  // /buy-car/fleet-and-business-offers/{brand}
  { source: '/mercedes-benz/business-users', destination: '/buy-car/fleet-and-business-offers/mercedes' },
  // /buy-car/motability/{brand}
  { source: '/mini/motability', destination: '/buy-car/motability/mini' },
  { source: '/bmw/motability', destination: '/buy-car/motability/bmw' },
  // /find-us/{dealer-slug}
  { source: '/locations/reading', destination: '/find-us/mercedes-benz-and-smart-reading' },
  { source: '/locations/guildford', destination: '/find-us/bmw-guildford' },
  { source: '/locations/oxford', destination: '/find-us/mini-oxford' },
  { source: '/locations/basingstoke', destination: '/find-us/basingstoke-used-car-centre' },
  { source: '/dealers/{id}/{dealer}', destination: '/find-us/{dealer}', example: '/dealers/4417/bmw-guildford' },
  // /service-and-parts/{brand}
  { source: '/mercedes-benz/service', destination: '/service-and-parts/mercedes' },
  { source: '/smart/service', destination: '/service-and-parts/smart' },
  { source: '/mini/service', destination: '/service-and-parts/mini' },
  { source: '/bmw/service', destination: '/service-and-parts/bmw' },
  // /legal/… and /further-policies-and-statements/…
  { source: '/privacy-policy', destination: '/legal/privacy-policy' },
  { source: '/terms-and-conditions', destination: '/legal/terms-and-conditions-of-sale' },
  { source: '/consumer-credit-information', destination: '/legal/consumer-credit' },
  { source: '/legal-notice', destination: '/legal/legal-notice-and-terms' },
  { source: '/modern-slavery-statement', destination: '/further-policies-and-statements/modern-slavery-act' },
  { source: '/whistleblowing-policy', destination: '/further-policies-and-statements/whistleblowing' },
  { source: '/gender-pay-gap-report', destination: '/further-policies-and-statements/gender-pay-gap' },
  // /news-and-events, /sell-car, /about-us/who-are-we
  { source: '/news', destination: '/news-and-events' },
  { source: '/sell-your-car', destination: '/sell-car' },
  { source: '/about-us/who-we-are', destination: '/about-us/who-are-we' },
]

/**
 * "British site, later rules": the rest of the old site, added after launch. Some rules repeat an earlier one
 * (/news, /value-my-car, /smart/book-a-test-drive) and some give an earlier source a new destination
 * (/mercedes-benz/service, the insurance pages that moved to protection products): the spec keeps both in the
 * data, and the first in table order wins.
 */
export const britishLaterRules: SeedRedirect[] = [
  // Used cars
  { source: '/used-cars', destination: '/buy-car/used-cars' },
  { source: '/used-cars/mercedes-benz/a-class', destination: '/buy-car/used-cars/mercedes' },
  { source: '/used-cars/smart/fortwo-eq', destination: '/buy-car/used-cars/smart' },
  { source: '/approved-used', destination: '/buy-car/used-cars' },
  { source: '/approved-used/bmw', destination: '/buy-car/brands/bmw' },
  { source: '/approved-used/mini', destination: '/buy-car/brands/mini' },
  { source: '/used/{path*}', destination: '/buy-car/used-cars/{path*}', example: '/used/mercedes' },
  { source: '/used-cars/bmw/{path*}', destination: '/buy-car/used-cars/bmw', example: '/used-cars/bmw/3-series/320d-m-sport-touring' },
  { source: '/used-cars/mini/{path*}', destination: '/buy-car/used-cars/mini', example: '/used-cars/mini/countryman' },

  // New cars
  { source: '/new-cars', destination: '/buy-car/new-cars' },
  { source: '/new-cars/mercedes-benz/eqa', destination: '/buy-car/new-cars/mercedes' },
  { source: '/new-cars/mercedes-benz-vans/esprinter', destination: '/buy-car/new-cars/mercedes' },
  { source: '/new-cars/smart/smart-1', destination: '/buy-car/new-cars/smart' },
  { source: '/new-cars/bmw/{path*}', destination: '/buy-car/new-cars/bmw', example: '/new-cars/bmw/i5-touring' },
  { source: '/new-cars/mini/{path*}', destination: '/buy-car/new-cars/mini', example: '/new-cars/mini/aceman' },
  { source: '/mercedes-benz/new-car-offers', destination: '/buy-car/latest-offers/mercedes' },

  // Offers, events and racing offers, with their enquiry, test-drive and call-me-back pages
  { source: '/offers', destination: '/buy-car/latest-offers' },
  { source: '/offers/mercedes-benz/a-class-deposit-contribution/enquire', destination: '/buy-car/latest-offers/mercedes' },
  { source: '/offers/smart/smart-1-free-home-charger/test-drive', destination: '/buy-car/latest-offers/smart' },
  { source: '/offers/mini/mini-electric-4-9-apr/call-me-back', destination: '/buy-car/latest-offers/mini' },
  { source: '/offers/bmw/bmw-i4-deposit-contribution/test-drive', destination: '/buy-car/latest-offers/bmw' },
  { source: '/events/mini-open-weekend/enquire', destination: '/buy-car/latest-offers/mini' },
  { source: '/bmw/m-racing-offer', destination: '/buy-car/latest-offers/bmw' },
  { source: '/bmw/m-racing-offer/call-me-back', destination: '/buy-car/latest-offers/bmw' },

  // Business offers and personal contract hire
  { source: '/business', destination: '/buy-car/fleet-and-business-offers' },
  { source: '/business-offers/mercedes-benz-vans', destination: '/buy-car/fleet-and-business-offers/mercedes' },
  { source: '/business-offers/mercedes-benz-vans/evito-panel-van/enquire', destination: '/buy-car/fleet-and-business-offers/mercedes' },
  { source: '/business-offers/bmw/i5-touring/enquire', destination: '/buy-car/fleet-and-business-offers/bmw' },
  { source: '/personal-contract-hire/mercedes-benz', destination: '/buy-car/finance-and-insurance-options/personal-finance/mercedes' },
  { source: '/personal-contract-hire/bmw', destination: '/buy-car/finance-and-insurance-options/personal-finance/bmw' },

  // Motability
  { source: '/motability', destination: '/buy-car/motability' },
  { source: '/motability/mercedes-benz', destination: '/buy-car/motability/mercedes' },
  { source: '/motability/mini', destination: '/buy-car/motability/mini' },
  { source: '/motability/bmw', destination: '/buy-car/motability/bmw' },

  // Brand and campaign pages
  { source: '/mercedes-benz/eq', destination: '/buy-car/brands/mercedes' },
  { source: '/smart/smart-5-launch', destination: '/buy-car/brands/smart' },
  { source: '/mini/mini-electric', destination: '/buy-car/brands/mini' },
  { source: '/bmw/bmw-i', destination: '/buy-car/brands/bmw' },
  { source: '/smart/book-a-test-drive', destination: '/buy-car/brands/smart/smart-book-a-test-drive' },
  { source: '/smart/book-a-test-drive', destination: '/buy-car/brands/smart/smart-book-a-test-drive' },

  // Insurance products, and the PDF documents the old site linked to
  { source: '/insurance/mercedes-benz', destination: '/buy-car/finance-and-insurance-options/insurance-products/mercedes' },
  { source: '/insurance/mercedes-benz/gap-insurance', destination: '/buy-car/finance-and-insurance-options/insurance-products/mercedes/gap-insurance' },
  { source: '/insurance/bmw', destination: '/buy-car/finance-and-insurance-options/insurance-products/bmw' },
  { source: '/insurance/bmw/tyre-and-alloy-insurance', destination: '/buy-car/finance-and-insurance-options/insurance-products/bmw/tyre-and-alloy-insurance' },
  { source: '/media/documents/insurance/mercedes-benz-gap-policy-summary.pdf', destination: '/buy-car/finance-and-insurance-options/insurance-products/mercedes' },
  { source: '/media/documents/insurance/bmw-tyre-and-alloy-ipid.pdf', destination: '/buy-car/finance-and-insurance-options/insurance-products/bmw' },

  // …which later moved to protection products (the first two repeat sources above with the new destination)
  { source: '/insurance/mercedes-benz/gap-insurance', destination: '/buy-car/finance-and-protection-products/protection-products/mercedes/gap-insurance' },
  { source: '/insurance/bmw/tyre-and-alloy-insurance', destination: '/buy-car/finance-and-protection-products/protection-products/bmw/tyre-and-alloy-insurance' },
  { source: '/insurance/mercedes-benz-vans/van-gap-insurance', destination: '/buy-car/finance-and-protection-products/protection-products/mercedes/van-gap-insurance' },
  { source: '/insurance/smart', destination: '/buy-car/finance-and-protection-products/protection-products/smart' },
  { source: '/insurance/smart/tyre-and-alloy-insurance', destination: '/buy-car/finance-and-protection-products/protection-products/smart/tyre-and-alloy-insurance' },
  { source: '/protection-products', destination: '/buy-car/finance-and-protection-products/protection-products' },

  // Service and parts
  { source: '/servicing', destination: '/service-and-parts/servicing' },
  { source: '/servicing/mercedes-benz', destination: '/service-and-parts/mercedes/servicing' },
  { source: '/mercedes-benz/service', destination: '/service-and-parts/mercedes/servicing' },
  { source: '/mercedes-benz/book-service-or-mot', destination: '/service-and-parts/mercedes/servicing' },
  { source: '/mercedes-benz/service-contracts', destination: '/service-and-parts/mercedes/servicing' },
  { source: '/mercedes-benz/servicecare', destination: '/service-and-parts/mercedes/servicing' },
  { source: '/mercedes-benz/completecare', destination: '/service-and-parts/mercedes/servicing' },
  { source: '/mercedes-benz-vans/servicecare-plans', destination: '/service-and-parts/mercedes/servicing/servicecare-plans' },
  { source: '/bmw/roadside-assistance', destination: '/service-and-parts/bmw/servicing' },
  { source: '/bmw/digital-extras', destination: '/service-and-parts/bmw/servicing' },
  { source: '/mini/servicing', destination: '/service-and-parts/mini/servicing' },
  { source: '/smart/hello-smart-app', destination: '/service-and-parts/smart/servicing' },
  { source: '/parts', destination: '/service-and-parts/parts' },
  { source: '/parts/mercedes-benz/genuine-parts', destination: '/service-and-parts/mercedes/parts' },
  { source: '/parts/mercedes-benz/trade-parts', destination: '/service-and-parts/mercedes/parts' },
  { source: '/parts/bmw/genuine-parts', destination: '/service-and-parts/bmw/parts' },
  { source: '/parts/mini/accessories', destination: '/service-and-parts/mini/parts' },
  { source: '/mercedes-benz/accident-repairs', destination: '/service-and-parts/mercedes/bodyshop' },
  { source: '/bmw/accident-repairs', destination: '/service-and-parts/bmw/bodyshop' },
  { source: '/smart/smart-onsite-repairs', destination: '/service-and-parts/smart/bodyshop' },

  // Finding and contacting us
  { source: '/socials', destination: '/find-us' },
  { source: '/find-', destination: '/find-us' },
  { source: '/contact-us/mercedes-benz-sales', destination: '/find-us?site_departments.brands.name=Mercedes-Benz&site_departments.service_name=Sales' },
  { source: '/contact-us/bmw-service', destination: '/find-us?site_departments.brands.name=BMW&site_departments.service_name=Service' },
  { source: '/contact-us/mini-parts', destination: '/find-us?site_departments.brands.name=MINI&site_departments.service_name=Parts' },
  { source: '/value-my-car', destination: '/sell-car' },
  { source: '/value-my-car', destination: '/sell-car' },
  { source: '/mercedes-benz/customer-services', destination: '/about-us/mercedes-benz-customer-services' },
  { source: '/bmw/customer-services', destination: '/about-us/bmw-customer-services' },
  { source: '/mini/customer-services', destination: '/about-us/mini-customer-services' },
  { source: '/blue-light-members', destination: '/about-us/blue-light-members-page' },
  { source: '/latest-news', destination: '/news-and-events' },
  { source: '/news', destination: '/news-and-events' },

  // Dead and odd paths of the old site
  { source: '/404', destination: '/' },
  { source: '/test', destination: '/' },
  { source: '/home', destination: '/' },
  { source: '/index.html', destination: '/' },
  { source: '/undefined', destination: '/' },
]

export const redirects: SeedRedirect[] = [...britishTable, ...britishLaterRules]
