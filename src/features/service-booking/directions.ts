/** 'The directions link opens a maps search in a new tab' (spec 3 §2.1): a maps search for the workshop's address. */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
}
