import { UK_DEALER_FINANCE } from '../demo/finance-uk'
import { loadDemoContent } from './content/load'
import type { SiteSeed } from './types'

/** Settings of a demo site that are the product's examples rather than content: the UK finance products. */
const SITE_SETTINGS: Record<string, Partial<SiteSeed>> = {
  'uk-dealer': { finance: UK_DEALER_FINANCE },
}

let sites: SiteSeed[] | undefined

/** The Nordvik Group demo (DEMO.md) from content/demo/, the group site first; read once. */
export function demoSites(): SiteSeed[] {
  sites ??= loadDemoContent().map((site) => ({ ...site, ...SITE_SETTINGS[site.key] }))
  return sites
}
