import { resolveLink } from '@/features/content/links'
import { ButtonLink } from '@/features/content/ui/ButtonLink'
import { siteDetailHref } from '@/features/dealer-sites/site-list'
import { dealerSiteTexts } from '@/features/dealer-sites/texts'
import { SiteCard } from '@/features/dealer-sites/ui/SiteCard'
import { localizedPath } from '@/features/sites/locales'
import type { WorkshopSiteListBlock } from '@/payload-types'
import { loadWorkshopSites } from '@/data/dealer-sites'

import { editable, type BlockProps } from '../types'

/**
 * The workshop site list (spec 3 §2.4, §3.2): a card per facility with a workshop, linking to its page (the
 * site detail path plus its slug), with the workshop's e-mail; the editor's optional button under them. No
 * workshops, or a failed search: nothing.
 */
export async function WorkshopSiteList({ block, context }: BlockProps<WorkshopSiteListBlock>) {
  const sites = await loadWorkshopSites(context.site, block.query)
  if (sites.length === 0) return null
  const texts = dealerSiteTexts(context.dictionary)
  const detailBase = localizedPath({ locales: context.site.locales ?? [], defaultLocale: context.site.defaultLocale }, context.locale, block.detailPath.trim())
  const link = resolveLink(block.buttonLink as Parameters<typeof resolveLink>[0], context.site, context.locale)
  const Heading = block.title ? 'h3' : 'h2'
  return (
    <section data-workshop-site-list="" className="py-12 md:py-16">
      <div className="container-page">
        {block.title ? (
          <h2 className="mb-8 text-title" {...editable(context, 'Title')}>
            {block.title}
          </h2>
        ) : null}
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {sites.map((site, position) => {
            const workshop = site.site_departments.find((department) => department.group === 'Service')
            const email = workshop?.email || site.site_email
            return (
              <li key={site.site_id}>
                <SiteCard site={site} href={siteDetailHref(detailBase, site.slug)} headingLevel={Heading} eager={context.isFirst && position < 2}>
                  {email ? (
                    <a href={`mailto:${email}`} className="relative z-10 text-sm text-muted underline-offset-4 hover:underline">
                      <span className="whitespace-nowrap">{email.split('@')[0]}</span>
                      <wbr />
                      <span className="whitespace-nowrap">@{email.split('@')[1]}</span>
                    </a>
                  ) : null}
                  <span aria-hidden="true" className="mt-3 text-sm font-semibold text-accent">
                    {texts.workshopSiteRead} →
                  </span>
                </SiteCard>
              </li>
            )
          })}
        </ul>
        {link?.label ? (
          <div className="mt-10 flex justify-center">
            <ButtonLink link={link} type="Secondary" />
          </div>
        ) : null}
      </div>
    </section>
  )
}
