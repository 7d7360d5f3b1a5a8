// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { HUBSPOT_SCRIPT_ID, HUBSPOT_SCRIPT_URL, hubSpotFormOptions, HubSpotLoadError, loadHubSpotForms, type HubSpotForms } from './hubspot'

type Page = Window & { hbspt?: { forms?: HubSpotForms }; happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
const page = window as unknown as Page
const scripts = () => document.querySelectorAll(`script[src="${HUBSPOT_SCRIPT_URL}"]`)

/** The test browser runs no outside script: it reports each one loaded at once. */
function scriptsLoad(succeed: boolean) {
  page.happyDOM.settings.handleDisabledFileLoadingAsSuccess = succeed
}

/** A script the network does not deliver: added, then reported failed. */
function scriptsFail() {
  const append = document.head.appendChild.bind(document.head)
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (!(node instanceof HTMLScriptElement)) return append(node)
    // A type the test browser does not run keeps it from reporting the script itself.
    node.type = 'text/x-not-delivered'
    append(node)
    queueMicrotask(() => node.dispatchEvent(new Event('error')))
    return node
  })
}

afterEach(() => {
  document.getElementById(HUBSPOT_SCRIPT_ID)?.remove()
  delete page.hbspt
  scriptsLoad(false)
  vi.restoreAllMocks()
})

describe('loading HubSpot’s form script', () => {
  it('adds the EU-region script once, however many forms ask', async () => {
    const forms: HubSpotForms = { create: vi.fn() }
    page.hbspt = { forms }
    scriptsLoad(true)
    const [first, second] = await Promise.all([loadHubSpotForms(), loadHubSpotForms()])
    expect(await loadHubSpotForms()).toBe(forms)
    expect(first).toBe(forms)
    expect(second).toBe(forms)
    expect(scripts()).toHaveLength(1)
    expect((scripts()[0] as HTMLScriptElement).async).toBe(true)
    expect(scripts()[0]!.parentElement).toBe(document.head)
  })

  it('fails clearly when the script cannot load, and lets a later form try again', async () => {
    scriptsFail()
    const failed = loadHubSpotForms()
    expect(scripts()).toHaveLength(1)
    await expect(failed).rejects.toBeInstanceOf(HubSpotLoadError)
    expect(scripts()).toHaveLength(0)
    vi.restoreAllMocks()
    page.hbspt = { forms: { create: vi.fn() } }
    scriptsLoad(true)
    await expect(loadHubSpotForms()).resolves.toBe(page.hbspt.forms)
  })

  it('fails when the script loaded but brought no forms API', async () => {
    scriptsLoad(true)
    await expect(loadHubSpotForms()).rejects.toThrow('without its forms API')
    await expect(loadHubSpotForms()).rejects.toThrow('without its forms API')
    expect(scripts()).toHaveLength(1)
  })
})

describe('creating a form', () => {
  it('always asks for the EU region, with the portal, the form and our element', () => {
    const onFormSubmitted = () => {}
    expect(hubSpotFormOptions('2612345', 'f0e1d2c3-b4a5-4678-9abc-def012345678', 'hubspot-form-r1', onFormSubmitted)).toEqual({
      region: 'eu1',
      portalId: '2612345',
      formId: 'f0e1d2c3-b4a5-4678-9abc-def012345678',
      target: '#hubspot-form-r1',
      onFormSubmitted,
    })
  })
})
