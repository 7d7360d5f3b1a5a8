/**
 * The car makes of the demo group as the dealer system knows them: the make's name (the key of its logo),
 * the dealer system's short brand code, and the proper name where it differs from the logo key.
 */

import type { BrandLogoName } from '../drawn/brand-logos'

export type { BrandLogoName }

export type DemoBrand = {
  /** The make as logos, site brands and department brands name it. */
  name: BrandLogoName
  /** The dealer system's short code for the make. */
  brand_code: string
  /** The make's proper name, where it differs from `name` (diacritics). */
  display_name?: string
}

/** One entry per make with a logo, in the logo list's order. */
export const DEMO_BRANDS: DemoBrand[] = [
  { name: 'Volvo', brand_code: 'VO' },
  { name: 'Volkswagen', brand_code: 'VW' },
  { name: 'Kia', brand_code: 'KI' },
  { name: 'BMW', brand_code: 'BM' },
  { name: 'Mercedes-Benz', brand_code: 'MB' },
  { name: 'Toyota', brand_code: 'TO' },
  { name: 'Skoda', brand_code: 'SK', display_name: 'Škoda' },
  { name: 'Audi', brand_code: 'AU' },
  { name: 'Ford', brand_code: 'FO' },
  { name: 'Polestar', brand_code: 'PS' },
  { name: 'MINI', brand_code: 'MI' },
  { name: 'smart', brand_code: 'SM' },
  { name: 'Peugeot', brand_code: 'PE' },
  { name: 'Renault', brand_code: 'RE' },
  { name: 'Hyundai', brand_code: 'HY' },
  { name: 'Nissan', brand_code: 'NI' },
]

const BY_NAME = new Map<string, DemoBrand>(
  DEMO_BRANDS.flatMap((brand) => [
    [brand.name.toLowerCase(), brand] as const,
    ...(brand.display_name ? [[brand.display_name.toLowerCase(), brand] as const] : []),
  ]),
)

/** The demo make named `name` (logo key or proper name, any case), or undefined. */
export function findBrand(name: string): DemoBrand | undefined {
  return BY_NAME.get(name.trim().toLowerCase())
}

/** The dealer system's brand code of a make ('Volvo' → 'VO'; 'Škoda' and 'Skoda' → 'SK'). Throws for unknown makes. */
export function brandCode(name: BrandLogoName | string): string {
  const brand = findBrand(name)
  if (!brand) throw new Error(`Unknown demo brand: ${name}`)
  return brand.brand_code
}

/** The make's proper name for display ('Skoda' → 'Škoda'; other makes unchanged). */
export function brandDisplayName(name: BrandLogoName | string): string {
  const brand = findBrand(name)
  return brand?.display_name ?? brand?.name ?? name
}
