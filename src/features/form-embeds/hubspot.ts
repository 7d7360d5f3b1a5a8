/**
 * HubSpot's form embed (spec 3 §2.6): the provider's EU-region script, loaded once per page, then one form
 * per block created into an element of ours. Runs in the browser only, and only after marketing consent.
 */

export const HUBSPOT_SCRIPT_URL = 'https://js-eu1.hsforms.net/forms/embed/v2.js'
export const HUBSPOT_REGION = 'eu1'
export const HUBSPOT_SCRIPT_ID = 'hubspot-forms'

export type HubSpotFormOptions = {
  region: typeof HUBSPOT_REGION
  portalId: string
  formId: string
  /** A CSS selector of the element the form is drawn into. */
  target: string
  onFormSubmitted: () => void
}

export type HubSpotForms = { create(options: HubSpotFormOptions): unknown }

type HubSpotWindow = Window & { hbspt?: { forms?: HubSpotForms } }

export class HubSpotLoadError extends Error {
  override name = 'HubSpotLoadError'
}

function formsOf(view: Window | null): HubSpotForms | null {
  const forms = (view as HubSpotWindow | null)?.hbspt?.forms
  return forms && typeof forms.create === 'function' ? forms : null
}

/**
 * The provider's forms API, adding its script to the page the first time. Every block on the page shares
 * that one script; a script that failed is taken away again, so a later block can try once more.
 */
export function loadHubSpotForms(doc: Document = document): Promise<HubSpotForms> {
  const view = doc.defaultView
  const existing = doc.getElementById(HUBSPOT_SCRIPT_ID) as HTMLScriptElement | null
  if (existing?.dataset.state === 'loaded') {
    const forms = formsOf(view)
    return forms ? Promise.resolve(forms) : Promise.reject(new HubSpotLoadError('The form provider’s script loaded without its forms API.'))
  }
  const script = existing ?? doc.createElement('script')
  const loaded = new Promise<HubSpotForms>((resolve, reject) => {
    script.addEventListener('load', () => {
      script.dataset.state = 'loaded'
      const forms = formsOf(view)
      if (forms) resolve(forms)
      else reject(new HubSpotLoadError('The form provider’s script loaded without its forms API.'))
    })
    script.addEventListener('error', () => {
      script.remove()
      reject(new HubSpotLoadError(`The form provider’s script (${HUBSPOT_SCRIPT_URL}) could not be loaded.`))
    })
  })
  if (!existing) {
    script.id = HUBSPOT_SCRIPT_ID
    script.src = HUBSPOT_SCRIPT_URL
    script.async = true
    script.dataset.state = 'loading'
    doc.head.appendChild(script)
  }
  return loaded
}

/** The options that create one form: always the EU region, where the dealer group's account is. */
export function hubSpotFormOptions(portalId: string, formId: string, targetId: string, onFormSubmitted: () => void): HubSpotFormOptions {
  return { region: HUBSPOT_REGION, portalId, formId, target: `#${targetId}`, onFormSubmitted }
}
