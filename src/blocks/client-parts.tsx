'use client'

import dynamic from 'next/dynamic'

/**
 * The interactive parts of blocks that few pages show, each in a script of its own: a page loads one only when
 * it shows that block (imported straight from a block's server component, it would be in the script every page
 * of the site loads). Rendered on the server as before, so the page reads the same while the script arrives.
 *
 * Only parts that lose nothing when used a moment before their script has run belong here: the embedded
 * providers' forms (they wait for consent and the provider's script anyway), the stories browser, the download
 * list and the countdown. The lead forms are not: they keep what was typed before they started
 * (features/leads/ui/early-input.ts), but their date picker and choices do nothing until their script runs, and
 * a form whose script arrives after the page's would ignore a visitor's first clicks for longer.
 */
export const HubSpotInlineForm = dynamic(() =>
  import('@/features/form-embeds/ui/HubSpotFormEmbed').then((module) => module.HubSpotInlineForm),
)
export const HubSpotPopupForm = dynamic(() =>
  import('@/features/form-embeds/ui/HubSpotFormEmbed').then((module) => module.HubSpotPopupForm),
)
export const JotformFormEmbed = dynamic(() =>
  import('@/features/form-embeds/ui/JotformFormEmbed').then((module) => module.JotformFormEmbed),
)
export const StoriesBrowser = dynamic(() => import('./StoriesList/StoriesBrowser').then((module) => module.StoriesBrowser))
export const FileList = dynamic(() => import('./FileDownloadList/FileList').then((module) => module.FileList))
export const CountdownClock = dynamic(() => import('./Countdown/CountdownClock').then((module) => module.CountdownClock))
/** The car list's browser side (filters, search, compare): only the car list pages load it. */
export const CarListApp = dynamic(() => import('@/features/car-search/ui/CarListApp').then((module) => module.CarListApp))
/** Previous and next buttons of a row of car cards (teasers, car of the week). */
export const CarRowScroller = dynamic(() => import('@/features/car-search/ui/CarRowScroller').then((module) => module.CarRowScroller))
/** The dealer site list's facets, search box and 'show more': only the pages with a dealer site list load it. */
export const DealerSiteListApp = dynamic(() =>
  import('@/features/dealer-sites/ui/DealerSiteListApp').then((module) => module.DealerSiteListApp),
)
/**
 * The online service booking: only the booking page loads it, its script fetched alongside the page's. Its first
 * step has nothing to lose to a visitor who types before the script has run (its Continue is disabled until
 * then, and what was typed stays in the fields); its later steps and the phone's summary dialog come in scripts
 * of their own once the visitor starts (ServiceBookingApp).
 */
export const ServiceBookingApp = dynamic(() =>
  import('@/features/service-booking/ui/ServiceBookingApp').then((module) => module.ServiceBookingApp),
)
/** The tire hotel's steps (lookup, code, car, booking, rating): only the tire hotel page loads them. */
export const TireHotelApp = dynamic(() => import('@/features/tire-hotel/ui/TireHotelApp').then((module) => module.TireHotelApp))
