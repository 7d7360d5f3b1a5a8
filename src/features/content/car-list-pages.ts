/**
 * Which pages hold a car list: the request pipeline sends their addresses (and the facet segments after them)
 * to the car list route, rendered per request, instead of the cached page route.
 */
export const CAR_LIST_BLOCK = 'carList'

export function hasCarList(page: { layout?: readonly { blockType: string }[] | null }): boolean {
  return (page.layout ?? []).some((block) => block.blockType === CAR_LIST_BLOCK)
}

export const DEALER_SITE_LIST_BLOCK = 'dealerSiteList'

/** Pages with a dealer site list: a facility's page lives one segment below them (`/anlaggningar/uppsala`). */
export function hasDealerSiteList(page: { layout?: readonly { blockType: string }[] | null }): boolean {
  return (page.layout ?? []).some((block) => block.blockType === DEALER_SITE_LIST_BLOCK)
}
