import type { SeedRedirect } from '../types'

/**
 * The Slovak site (spec 1 §2.7): the previous Nordvik Auto website had /o-spolocnosti, /preco-nordvik,
 * /kontakt and /pobocky; everything now lives under /o-nordvik, /vlastnictvo-auta and /kontakty.
 */
export const redirects: SeedRedirect[] = [
  { source: '/404', destination: '/' },
  { source: '/test', destination: '/' },

  // About: /o-{product}
  { source: '/o-spolocnosti', destination: '/o-nordvik' },
  { source: '/o-nas', destination: '/o-nordvik/o-nas' },
  { source: '/o-spolocnosti/o-nas', destination: '/o-nordvik/o-nas' },
  { source: '/kariera', destination: '/o-nordvik/kariera' },
  { source: '/volne-pracovne-miesta', destination: '/o-nordvik/kariera' },
  { source: '/ochrana-osobnych-udajov', destination: '/o-nordvik/ochrana-osobnych-udajov' },
  { source: '/gdpr', destination: '/o-nordvik/ochrana-osobnych-udajov' },
  { source: '/cookies', destination: '/o-nordvik/ochrana-osobnych-udajov' },
  { source: '/whistleblowing', destination: '/o-nordvik/oznamovanie-protispolocenskej-cinnosti' },
  { source: '/o-spolocnosti/oznamovanie-protispolocenskej-cinnosti', destination: '/o-nordvik/oznamovanie-protispolocenskej-cinnosti' },
  { source: '/vop', destination: '/o-nordvik/obchodne-podmienky' },
  { source: '/obchodne-podmienky', destination: '/o-nordvik/obchodne-podmienky' },
  { source: '/reklamacny-poriadok', destination: '/o-nordvik/obchodne-podmienky' },

  // Owning a car
  { source: '/preco-nordvik/kupit-jazdene-auto', destination: '/vlastnictvo-auta/kupit-jazdene-auto' },
  { source: '/ako-kupit-jazdene-auto', destination: '/vlastnictvo-auta/kupit-jazdene-auto' },

  // Contacts: /kontakty and the branch pages below it
  { source: '/kontakt', destination: '/kontakty' },
  { source: '/pobocky', destination: '/kontakty' },
  { source: '/kontakt/bratislava', destination: '/kontakty/bratislava' },
  { source: '/pobocky/bratislava-roznavska', destination: '/kontakty/bratislava' },
  { source: '/pobocky/{id}/{mesto}', destination: '/kontakty/{mesto}', example: '/pobocky/3/zilina' },

  // Buying and selling
  { source: '/jazdene-auta', destination: '/kupit-auto/jazdene-auta' },
  { source: '/vykup-aut', destination: '/kupit-auto/vykup-auta' },
]
