/**
 * Fixed texts of the page shell, looked up in the site's dictionary by language. The Swedish text is used
 * when a site has no entry (most of the specification's fixed text is Swedish).
 */
export const SHELL_TEXTS = {
  skipToContent: 'Hoppa till innehållet',
  mainNavigation: 'Huvudmeny',
  footerNavigation: 'Sidfotsmeny',
  menu: 'Meny',
  closeMenu: 'Stäng menyn',
  home: 'Startsida',
  scrollToTop: 'Till toppen',
  opensInNewTab: '(öppnas i ny flik)',
  notFoundTitle: 'Sidan kunde inte hittas',
  notFoundText: 'Sidan du letar efter finns inte längre eller har flyttats. Börja om från startsidan eller använd menyn.',
  notFoundButton: 'Till startsidan',
  editingMode: 'Redigeringsläge',
  editingModeHint: 'Du ser utkast. Länkar är avstängda.',
  exitEditing: 'Avsluta redigering',
  copyright: 'Alla rättigheter förbehållna.',
} as const

export type ShellTextKey = keyof typeof SHELL_TEXTS

export function shellText(dictionary: Record<string, string>, key: ShellTextKey): string {
  return dictionary[key] || SHELL_TEXTS[key]
}
