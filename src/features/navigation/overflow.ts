/**
 * How many top-level items fit in the bar before the rest move into 'More' (spec 1 §4). Items keep their
 * order; when not all fit, the 'More' button needs room too.
 */
export function itemsThatFit(itemWidths: readonly number[], available: number, moreWidth: number, gap = 0): number {
  const total = itemWidths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0)
  if (total <= available) return itemWidths.length
  let used = moreWidth
  let count = 0
  for (const width of itemWidths) {
    const next = used + width + gap
    if (next > available) break
    used = next
    count++
  }
  return count
}
