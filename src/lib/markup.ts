/**
 * Text made safe for the markup we write by hand: the leads' ADF/XML, the sitemaps and the e-mails' HTML.
 */

/** Everything outside XML 1.0's Char production: most control characters, lone surrogates, U+FFFE and U+FFFF. */
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** What may need removing or changing: carriage returns, control characters, surrogates, U+FFFE and U+FFFF. */
const MAYBE_NOT_XML = /[\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/
const MARKUP_SPECIAL = /[&<>"']/

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Removes the characters no XML 1.0 document may hold; line breaks become \n. Most values hold none, and are kept as they are. */
export function withoutNonXmlCharacters(value: string): string {
  if (!MAYBE_NOT_XML.test(value)) return value
  return value.replace(/\r\n?/g, '\n').replace(NOT_XML_CHARACTER, '')
}

/** Text without the characters no XML may hold and the five markup specials written as `entities` give them. */
function escapeMarkup(value: string, entities: Record<string, string>): string {
  const text = withoutNonXmlCharacters(value)
  return MARKUP_SPECIAL.test(text) ? text.replace(/[&<>"']/g, (character) => entities[character] ?? '') : text
}

/** Text safe inside an XML element or a quoted attribute. */
export const escapeXml = (value: string): string => escapeMarkup(value, XML_ENTITIES)

/** Text safe inside an HTML element or a quoted attribute, for any mail client. */
export const escapeHtml = (value: string): string => escapeMarkup(value, HTML_ENTITIES)
