/** Each site has a font pair and a colour theme; the values are CSS variables set on <html>. */
export const FONT_PAIRS = {
  nordic: { label: 'Nordic (Manrope + Inter)', heading: "'Manrope Variable'", body: "'Inter Variable'" },
  editorial: { label: 'Editorial (Fraunces + Inter)', heading: "'Fraunces Variable'", body: "'Inter Variable'" },
  modern: { label: 'Modern (Space Grotesk + DM Sans)', heading: "'Space Grotesk Variable'", body: "'DM Sans Variable'" },
  classic: { label: 'Classic (Source Serif 4 + DM Sans)', heading: "'Source Serif 4 Variable'", body: "'DM Sans Variable'" },
} as const
export type FontPair = keyof typeof FONT_PAIRS

/** Site colour themes. The UK brand themes (spec 1 §9) have their own primary colour and heading sizes. */
export const THEMES = {
  nordvik: { label: 'Nordvik (deep blue)' },
  fjord: { label: 'Fjord (teal)' },
  granite: { label: 'Granite (charcoal and copper)' },
  birch: { label: 'Birch (forest green)' },
  tatra: { label: 'Tatra (burgundy)' },
  mercedes: { label: 'Brand: Mercedes-Benz' },
  smart: { label: 'Brand: smart' },
  mini: { label: 'Brand: MINI' },
  bmw: { label: 'Brand: BMW' },
} as const
export type Theme = keyof typeof THEMES

export const BRAND_THEMES = ['mercedes', 'smart', 'mini', 'bmw'] as const satisfies readonly Theme[]
