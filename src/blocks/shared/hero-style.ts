/** Presentation shared by the hero banner and the hero carousel: text over a photo or video stays legible. */

export type HeroTone = 'light' | 'dark'
export type HeroAlign = 'left' | 'center' | 'right'

/** White text sits on a dark scrim, black text on a light one: the editor's TextColor picks the tone. */
export function heroTone(textColor: string | null | undefined): HeroTone {
  return textColor === 'Black' ? 'dark' : 'light'
}

// Darkest where the text is: from the text's side on wide screens, from below on phones, where text spans the width.
const SCRIM: Record<HeroTone, Record<HeroAlign, string>> = {
  light: {
    left: 'bg-linear-to-t from-black/80 via-black/55 to-black/30 md:bg-linear-to-r md:from-black/75 md:via-black/45 md:to-black/0',
    right: 'bg-linear-to-t from-black/80 via-black/55 to-black/30 md:bg-linear-to-l md:from-black/75 md:via-black/45 md:to-black/0',
    center: 'bg-linear-to-t from-black/75 via-black/50 to-black/35',
  },
  dark: {
    left: 'bg-linear-to-t from-white/90 via-white/70 to-white/40 md:bg-linear-to-r md:from-white/90 md:via-white/60 md:to-white/0',
    right: 'bg-linear-to-t from-white/90 via-white/70 to-white/40 md:bg-linear-to-l md:from-white/90 md:via-white/60 md:to-white/0',
    center: 'bg-linear-to-t from-white/85 via-white/65 to-white/45',
  },
}

export function scrimClass(tone: HeroTone, align: HeroAlign): string {
  return SCRIM[tone][align]
}

/** Text colour, with a soft shadow; `strong` is the editor's TextShadow for busy photos. */
export function heroTextClass(tone: HeroTone, strong = false): string {
  if (tone === 'dark') return ['text-ink', strong ? '[text-shadow:0_1px_14px_rgb(255_255_255/0.9)]' : ''].join(' ')
  return [
    'text-white',
    strong ? '[text-shadow:0_2px_4px_rgb(0_0_0/0.5),0_4px_28px_rgb(0_0_0/0.55)]' : '[text-shadow:0_1px_3px_rgb(0_0_0/0.35)]',
  ].join(' ')
}

/**
 * A ghost button takes the colour of the text around it: the plain ghost is dark, so over a dark scrim it
 * becomes the light one (and the other way round) rather than vanish.
 */
export function heroButtonType(buttonType: string | null | undefined, tone: HeroTone): string {
  if (tone === 'light' && buttonType === 'Ghost') return 'Ghost Contrast'
  if (tone === 'dark' && buttonType === 'Ghost Contrast') return 'Ghost'
  return buttonType ?? 'Primary'
}
