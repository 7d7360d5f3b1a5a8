/**
 * Cards per row (spec 1 §9): "1 up to 768 px; in 769–1024, 1 or 3 depending on mode; 2 or 3 up to 1280;
 * 4 or 3 above". 'Four' is the 1 / 1 / 2 / 4 mode, 'Three' the 1 / 3 / 3 / 3 mode.
 */
export type CardsPerRowMode = 'Four' | 'Three'

/** The upper ends of the spec's width ranges, in CSS pixels: up to 768, 769–1024, up to 1280, above. */
export const CARD_ROW_BREAKPOINTS_PX = [768, 1024, 1280] as const

/** Cards per row in each range of CARD_ROW_BREAKPOINTS_PX, narrowest first. */
export const CARDS_PER_ROW: Record<CardsPerRowMode, readonly [number, number, number, number]> = {
  Four: [1, 1, 2, 4],
  Three: [1, 3, 3, 3],
}

/** The width of the page container's content above 1280 px: 80rem less 2 × 2rem padding. */
const CONTAINER_CONTENT_PX = 1216
/** The grid gap (gap-6). */
const CARD_GAP_PX = 24

export function cardsPerRowMode(value: string | null | undefined): CardsPerRowMode {
  return value === 'Three' ? 'Three' : 'Four'
}

/** How many cards share a row at a viewport width. */
export function cardsPerRow(mode: CardsPerRowMode, viewportWidth: number): number {
  const range = CARD_ROW_BREAKPOINTS_PX.findIndex((upTo) => viewportWidth <= upTo)
  return CARDS_PER_ROW[mode][range === -1 ? CARD_ROW_BREAKPOINTS_PX.length : range]!
}

/*
 * Written out in full so Tailwind finds every class in the source. min-[769px] and friends start exactly
 * one pixel after the spec's "up to" widths (Tailwind's md/lg/xl would start at 768/1024/1280).
 */
const GRID_CLASS: Record<CardsPerRowMode, string> = {
  Four: 'grid grid-cols-1 min-[1025px]:grid-cols-2 min-[1281px]:grid-cols-4',
  Three: 'grid grid-cols-1 min-[769px]:grid-cols-3',
}

/** The grid classes for a list of cards (without the gap, which each block chooses). */
export function cardGridClass(mode: CardsPerRowMode): string {
  return GRID_CLASS[mode]
}

/*
 * Where a card has the row to itself on a tablet (769–1024 px in mode 'Four'), a tall picture above the text
 * would fill the screen: the card lies on its side instead, picture left, text right.
 */
const SIDEWAYS: Record<CardsPerRowMode, { card: string; media: string }> = {
  Four: {
    card: 'min-[769px]:max-[1024px]:flex-row',
    media: 'min-[769px]:max-[1024px]:w-1/2 min-[769px]:max-[1024px]:shrink-0',
  },
  Three: { card: '', media: '' },
}

/** Classes that turn a card (image above text) sideways in the range where it has a wide row to itself. */
export function cardSideways(mode: CardsPerRowMode): { card: string; media: string } {
  return SIDEWAYS[mode]
}

/** The `sizes` attribute of a card's full-width image, following the same columns (and `cardSideways`, if used). */
export function cardImageSizes(mode: CardsPerRowMode, { sideways = false }: { sideways?: boolean } = {}): string {
  const [, tablet, laptop, desktop] = CARDS_PER_ROW[mode]
  const fraction = (columns: number) => (columns === 1 ? '100vw' : `${Math.ceil(100 / columns)}vw`)
  const desktopPx = Math.ceil((CONTAINER_CONTENT_PX - CARD_GAP_PX * (desktop - 1)) / desktop)
  const [upToTablet, upToLaptop, upToDesktop] = CARD_ROW_BREAKPOINTS_PX
  return [
    `(min-width: ${upToDesktop + 1}px) ${desktopPx}px`,
    `(min-width: ${upToLaptop + 1}px) ${fraction(laptop)}`,
    `(min-width: ${upToTablet + 1}px) ${sideways && SIDEWAYS[mode].media ? '50vw' : fraction(tablet)}`,
    '100vw',
  ].join(', ')
}

/** The empty places left in the last rows of a grid of `count` cards, summed over the spec's widths from 769 px. */
export function emptyPlaces(mode: CardsPerRowMode, count: number): number {
  return CARDS_PER_ROW[mode].slice(1).reduce((sum, columns) => sum + (count % columns === 0 ? 0 : columns - (count % columns)), 0)
}

/**
 * The mode whose rows come out most even for this many cards: three cards fill a row of three rather than
 * three quarters of a row of four, five or six go three to a row, four or eight four to a row. The editor's
 * choice stands unless the other mode leaves fewer empty places.
 */
export function balancedCardsPerRowMode(preferred: CardsPerRowMode, count: number): CardsPerRowMode {
  const other: CardsPerRowMode = preferred === 'Four' ? 'Three' : 'Four'
  return emptyPlaces(other, count) < emptyPlaces(preferred, count) ? other : preferred
}
