import { pick } from '@/lib/pick'

/**
 * Fixed texts of saved searches, favourites and price-drop notices (the dialog, the e-mails, the link pages),
 * looked up in the site's dictionary by language; the Swedish text is used where a site has no entry.
 * `{name}` marks a value.
 */
export const SAVED_SEARCH_TEXTS = {
  saveSearchButton: 'Bevaka sökningen',
  saveSearchHeading: 'Bevaka den här sökningen',
  saveSearchIntro: 'Vi mejlar dig när en ny bil som matchar kommer in. Inget konto behövs.',
  saveSearchName: 'Namn på bevakningen',
  saveSearchEmail: 'E-post',
  saveSearchFrequency: 'Hur ofta vill du få mejl?',
  saveSearchInstant: 'Direkt när bilen kommer in',
  saveSearchDaily: 'En sammanfattning om dagen',
  saveSearchConsent: 'Ja, mejla mig om nya bilar som matchar. Jag kan avsluta när som helst med länken i varje mejl.',
  saveSearchSubmit: 'Starta bevakning',
  saveSearchSending: 'Sparar …',
  saveSearchDone: 'Nästan klart! Vi har skickat ett mejl till {email}. Öppna länken i det för att starta bevakningen.',
  saveSearchError: 'Bevakningen kunde inte sparas just nu. Försök igen om en stund.',
  saveSearchEmailInvalid: 'Skriv en e-postadress, till exempel namn@exempel.se.',
  saveSearchConsentRequired: 'Kryssa i rutan för att vi ska få mejla dig.',
  saveSearchClose: 'Stäng',
  saveSearchAllCars: 'Alla bilar',
  saveSearchUnder: 'under {amount}',
  saveSearchFrom: 'från {amount}',
  savedSearchConfirmSubject: 'Bekräfta din bevakning: {name}',
  savedSearchConfirmBody:
    'Hej! Du har bett {site} att bevaka ”{name}”. Öppna länken nedan för att starta bevakningen. Har du inte bett om det kan du bortse från mejlet – då skickar vi inget mer.',
  savedSearchConfirmLink: 'Starta bevakningen',
  savedSearchAlertSubject: 'Nya bilar för ”{name}”',
  savedSearchAlertIntro: 'De här bilarna har kommit in sedan sist och matchar din bevakning:',
  savedSearchDigestSubject: 'Dagens nya bilar från {site}',
  savedSearchManageLink: 'Se och ta bort dina bevakningar',
  savedSearchUnsubscribeLink: 'Avsluta den här bevakningen',
  savedSearchConfirmHeading: 'Starta din bevakning',
  savedSearchConfirmText: 'Du har bett oss bevaka ”{name}”. Bekräfta så mejlar vi när en ny bil som matchar kommer in.',
  savedSearchConfirmButton: 'Starta bevakningen',
  savedSearchConfirmedHeading: 'Bevakningen är startad',
  savedSearchConfirmedText: 'Vi mejlar {email} när en ny bil som matchar ”{name}” kommer in.',
  savedSearchInvalidLink: 'Länken fungerar inte, eller så är bevakningen redan borttagen.',
  savedSearchManageHeading: 'Dina bevakningar',
  savedSearchManageEmpty: 'Du har inga bevakningar här längre.',
  savedSearchDelete: 'Ta bort {name}',
  savedSearchDeleted: 'Bevakningen är borttagen.',
  savedSearchUnsubscribeHeading: 'Avsluta bevakning',
  savedSearchUnsubscribeText: 'Vill du sluta få mejl om ”{name}”?',
  savedSearchUnsubscribeButton: 'Avsluta bevakningen',
  savedSearchUnsubscribedText: 'Klart. Du får inga fler mejl om ”{name}”.',
  savedSearchPending: 'Väntar på bekräftelse',
  savedSearchActive: 'Aktiv',
  savedSearchBack: 'Till alla bilar',
  favouriteAdd: 'Spara {car} som favorit',
  favouriteRemove: 'Ta bort {car} från favoriter',
  favouritesHeading: 'Dina favoriter',
  favouritesIntro: 'Bilarna du har sparat med hjärtat, med dagens pris. Listan finns bara i den här webbläsaren.',
  favouritesEmpty: 'Du har inga favoriter än. Tryck på hjärtat på en bil för att spara den här.',
  favouritesLink: 'Favoriter ({count})',
  favouritesSold: 'Såld',
  favouritesPriceDropped: 'Sänkt pris',
  favouritesWasPrice: 'Tidigare pris',
  favouritesShare: 'Dela listan',
  favouritesCopied: 'Länken är kopierad.',
  favouritesShared: 'Någon har delat de här bilarna med dig.',
  favouritesKeep: 'Spara bilarna som mina favoriter',
  priceDropButton: 'Mejla mig om priset sänks',
  priceDropHeading: 'Bevaka priset',
  priceDropIntro: 'Vi mejlar dig om priset på {car} sänks eller om bilen blir såld.',
  priceDropConsent: 'Ja, mejla mig när priset på bilen sänks eller den blir såld. Jag kan avsluta när som helst med länken i varje mejl.',
  priceDropSubject: 'Nytt pris på {car}',
  priceDropText: '{car} kostar nu {price} (förut {oldPrice}).',
  priceDropSoldSubject: '{car} är såld',
  priceDropSoldText: '{car} som du bevakade är tyvärr såld. Titta gärna på liknande bilar hos oss.',
} as const

export type SavedSearchTextKey = keyof typeof SAVED_SEARCH_TEXTS
export type SavedSearchTexts = Record<SavedSearchTextKey, string>

/** Every text from the site's dictionary, with the Swedish default where it has none. */
export function savedSearchTexts(dictionary: Readonly<Record<string, string>>): SavedSearchTexts {
  return Object.fromEntries(Object.entries(SAVED_SEARCH_TEXTS).map(([key, value]) => [key, dictionary[key] || value])) as SavedSearchTexts
}

/** The texts of the save dialog, for a search or for a car's price. */
export const DIALOG_TEXT_KEYS = [
  'saveSearchHeading',
  'saveSearchIntro',
  'saveSearchName',
  'saveSearchEmail',
  'saveSearchFrequency',
  'saveSearchInstant',
  'saveSearchDaily',
  'saveSearchConsent',
  'saveSearchSubmit',
  'saveSearchSending',
  'saveSearchDone',
  'saveSearchError',
  'saveSearchEmailInvalid',
  'saveSearchConsentRequired',
  'saveSearchClose',
  'priceDropHeading',
  'priceDropIntro',
  'priceDropConsent',
  'priceDropButton',
] as const satisfies readonly SavedSearchTextKey[]
export type DialogTexts = Pick<SavedSearchTexts, (typeof DIALOG_TEXT_KEYS)[number]>

/**
 * What a car list hands the browser: the dialog, the button that opens it, the name it gives a search, the hearts
 * and the favourites link. The e-mails' and the link pages' texts stay on the server.
 */
export const CAR_LIST_TEXT_KEYS = [
  ...DIALOG_TEXT_KEYS,
  'saveSearchButton',
  'saveSearchAllCars',
  'saveSearchUnder',
  'saveSearchFrom',
  'favouriteAdd',
  'favouriteRemove',
  'favouritesLink',
] as const satisfies readonly SavedSearchTextKey[]
export type CarListSavedSearchTexts = Pick<SavedSearchTexts, (typeof CAR_LIST_TEXT_KEYS)[number]>

/** What a car page hands the browser: the heart and the price-drop dialog. */
export const CAR_PAGE_TEXT_KEYS = [...DIALOG_TEXT_KEYS, 'favouriteAdd', 'favouriteRemove'] as const satisfies readonly SavedSearchTextKey[]
export type CarPageSavedSearchTexts = Pick<SavedSearchTexts, (typeof CAR_PAGE_TEXT_KEYS)[number]>

/** Only the given texts, for a page that hands them to the browser. */
export function savedSearchTextsOf<K extends SavedSearchTextKey>(
  dictionary: Readonly<Record<string, string>>,
  keys: readonly K[],
): Pick<SavedSearchTexts, K> {
  return pick(savedSearchTexts(dictionary), keys)
}
