/** One booked service as workshop staff read it: its name and what else the booking says about it. */
export type BookedServiceLine = { name: string; details: string[] }

const sek = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK', maximumFractionDigits: 0 })

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)

/**
 * A booking's services (as the service booking and the tire hotel store them) as lines: name, units, the price
 * the customer was shown, the agreement discount, the customer's note. Anything unreadable is left out.
 */
export function bookedServiceLines(services: unknown): BookedServiceLine[] {
  if (!Array.isArray(services)) return []
  return services.flatMap((service): BookedServiceLine[] => {
    if (!service || typeof service !== 'object') return []
    const entry = service as Record<string, unknown>
    const name = text(entry.name) || text(entry.code)
    if (!name) return []
    const details: string[] = []
    const units = amount(entry.units)
    if (units !== null) details.push(`${units} units`)
    const price = amount(entry.price)
    if (entry.priceKnown === false) details.push('Price not known: quoted at the workshop')
    else if (price !== null) details.push(`Price shown: ${sek.format(price)}`)
    const discount = amount(entry.priceDiscount)
    if (discount !== null && discount > 0) details.push(`Service agreement discount: ${sek.format(discount)}`)
    const tires = amount(entry.tires)
    if (tires !== null) details.push(`${tires} stored tyres`)
    const note = text(entry.userInput)
    if (note) details.push(`Customer’s note: ${note}`)
    return [{ name, details }]
  })
}
