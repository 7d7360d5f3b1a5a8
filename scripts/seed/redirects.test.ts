import { describe, expect, it } from 'vitest'

import { assertNoLoop } from '../../src/features/redirects/analysis'
import { compileRedirects, type RedirectRule } from '../../src/features/redirects/matcher'
import { normalizePath, ruleProblem } from '../../src/features/redirects/pattern'
import { DEMO_REDIRECTS } from './redirects'
import { facilityPagePaths } from './facility-pages'
import { demoSites } from './sites'

const DEMO_SITES = demoSites()

/**
 * The demo redirect tables (spec 1 §2.7, DEMO.md): every rule is valid, no table loops, no rule hides a page,
 * and every internal destination is a page of the site (so it answers 200).
 */
describe('demo redirect tables', () => {
  it('has a table for the six sites of spec 1 §2.7', () => {
    expect(Object.keys(DEMO_REDIRECTS).sort()).toEqual(['fi-dealer', 'no-dealer', 'se-dealer', 'se-dealer-2', 'sk-dealer', 'uk-dealer'])
  })

  for (const [key, table] of Object.entries(DEMO_REDIRECTS)) {
    describe(key, () => {
      const site = DEMO_SITES.find((candidate) => candidate.key === key)!
      const pagePaths = new Map(
        site.locales.map((locale) => [locale, new Set(site.pages.filter((page) => page.content[locale]).map((page) => page.path))]),
      )
      // The site's pages in its language, and the dealer site pages the product serves below its dealer site list.
      const defaultPages = new Set([...pagePaths.get(site.defaultLocale)!, ...facilityPagePaths(site)])
      const publicPaths = new Set(
        site.locales.flatMap((locale) => [...pagePaths.get(locale)!].map((path) => (locale === site.defaultLocale ? path : normalizePath(`/${locale.toLowerCase()}${path}`)))),
      )
      const rules: RedirectRule[] = table.map((rule, index) => ({ id: index, source: rule.source, destination: rule.destination, permanent: rule.permanent ?? true, order: index }))
      const matcher = compileRedirects(rules)

      it('holds only valid rules and no loop', () => {
        for (const rule of table) expect(ruleProblem(rule.source, rule.destination), `${rule.source} → ${rule.destination}`).toBeNull()
        expect(() => assertNoLoop(rules)).not.toThrow()
      })

      it('hides no page of the site', () => {
        for (const rule of table) {
          const path = normalizePath(rule.source.split('?')[0]!)
          if (rule.source.includes('?')) continue
          expect(publicPaths.has(path), `${rule.source} is a page of ${key}`).toBe(false)
        }
      })

      it('sends every visitor to a page of the site (or an external address)', () => {
        for (const rule of table) {
          const request = rule.example ?? rule.source
          if (/\{/.test(rule.source)) expect(rule.example, `${rule.source} needs an example`).toBeTruthy()
          const [path, query = ''] = request.split('?', 2) as [string, string?]
          const hit = matcher.match(path, query)
          expect(hit, `${request} matches a rule`).not.toBeNull()
          if (/^https?:\/\//.test(hit!.location)) continue
          const destination = normalizePath(hit!.location.split('?')[0]!)
          expect(defaultPages.has(destination) || publicPaths.has(destination), `${request} → ${hit!.location} is a page of ${key}`).toBe(true)
        }
      })
    })
  }
})
