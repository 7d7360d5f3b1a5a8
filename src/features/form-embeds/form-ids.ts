/** What the form providers' ids look like; the CMS checks an editor's entry against these and the API its body. */

/** A HubSpot account (portal) id: digits. */
export const HUBSPOT_PORTAL_ID = /^\d{1,12}$/
/** A HubSpot form id: a GUID such as 319478e5-e5fd-4d39-9d13-fc1f90bf46da. */
export const HUBSPOT_FORM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** A Jotform form id: 5 to 25 digits. */
export const JOTFORM_FORM_ID = /^\d{5,25}$/

/** The spec's text (spec 3 §2.6, §8) where an embed has no form id. */
export const MISSING_FORM_ID = 'Missing FormId'

/** A form id as the block holds it: trimmed, and null when empty. */
export function formIdOf(value: string | null | undefined): string | null {
  const id = value?.trim()
  return id ? id : null
}
