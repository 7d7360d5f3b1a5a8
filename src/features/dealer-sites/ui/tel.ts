/** A phone number as a tel: link, digits and a leading + only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
