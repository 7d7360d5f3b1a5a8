/**
 * Cache tags of what the stock shows (src/http/page-cache.ts): a car page is tagged with its car, and expired when
 * an import changes that car; a car list, a dealer page or a content page with the stock's cars is tagged with the
 * index, and expired when an import changes any of its cars.
 */
export const carTag = (index: string, carId: string | number): string => `car:${index}:${carId}`

export const stockTag = (index: string): string => `stock:${index}`
