/**
 * Phone numbers and e-mail addresses in running text, found so they can be kept on one line: a number broken
 * as "070-174 06 / 44" cannot be read or dialled. An e-mail address may still break after its '@', where a
 * person would break it.
 */

export type ContactTextPart = { kind: 'text'; text: string } | { kind: 'phone'; text: string } | { kind: 'email'; local: string; domain: string }

/**
 * A phone number as written in the group's countries: a leading + or 0 and at least seven digits in groups
 * separated by spaces or hyphens (070-174 06 44, +46 70 174 06 05, 01632 960400, 0800 123 4567), or Norway's
 * four pairs (22 90 41 00). Prices and years (1 200, 389 900 kr, 2026) do not start
 * with + or 0, and nothing that continues a number counts.
 */
const PHONE = String.raw`(?<!\d[ -]?)(?:(?:\+\d{1,3}[ -]?|0)\d{1,4}(?:[ -]?\d{1,4}){1,5}|\b\d{2} \d{2} \d{2} \d{2}\b)`
const EMAIL = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}`
const CONTACTS = new RegExp(`(${EMAIL})|(${PHONE})`, 'g')
const DIGITS = /\d/g

/** The text in parts: plain text, phone numbers (7 digits or more) and e-mail addresses. */
export function contactTextParts(text: string): ContactTextPart[] {
  const parts: ContactTextPart[] = []
  let last = 0
  const push = (part: ContactTextPart) => {
    const previous = parts.at(-1)
    if (part.kind === 'text' && previous?.kind === 'text') previous.text += part.text
    else parts.push(part)
  }
  for (const match of text.matchAll(CONTACTS)) {
    const [found, email] = match
    const start = match.index
    const isPhone = !email && (found.match(DIGITS)?.length ?? 0) >= 7
    if (!email && !isPhone) continue
    if (start > last) push({ kind: 'text', text: text.slice(last, start) })
    if (email) {
      const at = found.indexOf('@')
      push({ kind: 'email', local: found.slice(0, at + 1), domain: found.slice(at + 1) })
    } else push({ kind: 'phone', text: found })
    last = start + found.length
  }
  if (last < text.length) push({ kind: 'text', text: text.slice(last) })
  return parts
}
