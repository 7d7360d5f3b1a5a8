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
  more: 'Mer',
  back: 'Tillbaka',
  language: 'Språk',
  showSubmenu: 'Visa undersidor till',
  allOf: 'Allt inom',
  closeAlert: 'Stäng meddelandet',
  copy: 'Kopiera',
  copied: 'Kopierat',
  socialMedia: 'Sociala medier',
  brands: 'Märken',
  cookieTitle: 'Vi använder kakor',
  cookieText: 'Nödvändiga kakor får webbplatsen att fungera. Med ditt samtycke använder vi också kakor för statistik och marknadsföring. Du kan ändra ditt val när som helst under Cookie-inställningar längst ned på sidan.',
  cookieAcceptAll: 'Godkänn alla',
  cookieRejectAll: 'Endast nödvändiga',
  cookieCustomize: 'Anpassa',
  cookieSave: 'Spara mitt val',
  cookieNecessary: 'Nödvändiga',
  cookieNecessaryText: 'Krävs för att webbplatsen ska fungera, till exempel för att komma ihåg ditt val. Kan inte stängas av.',
  cookieStatistics: 'Statistik',
  cookieStatisticsText: 'Hjälper oss att förstå hur webbplatsen används så att vi kan göra den bättre.',
  cookieMarketing: 'Marknadsföring',
  cookieMarketingText: 'Används för att visa relevanta erbjudanden från oss på andra webbplatser.',
  cookieSettings: 'Cookie-inställningar',
  close: 'Stäng',
} as const

export type ShellTextKey = keyof typeof SHELL_TEXTS

export function shellText(dictionary: Record<string, string>, key: ShellTextKey): string {
  return dictionary[key] || SHELL_TEXTS[key]
}
