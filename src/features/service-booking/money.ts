/** 'Currency SEK, sv-SE number format' (spec 3 §9): whole kronor, e.g. "3 990 kr". */
const SEK = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK', maximumFractionDigits: 0, minimumFractionDigits: 0 })

export function formatSek(amount: number): string {
  return SEK.format(amount)
}
