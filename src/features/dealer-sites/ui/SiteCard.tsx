import type { SiteCardDoc } from '../site-list'
import { telHref } from './tel'

type Props = {
  site: Pick<SiteCardDoc, 'site_id' | 'slug' | 'site_official_name' | 'site_street' | 'site_zip' | 'site_city' | 'site_phone' | 'site_image_url' | 'site_primary_image'>
  href: string
  /** The heading level of the site's name in the page's outline. */
  headingLevel?: 'h2' | 'h3'
  eager?: boolean
  /** A line under the name (a distance, a department). */
  note?: string | null
  children?: React.ReactNode
}

/**
 * A facility in a list: picture, name, street, zip and city, phone. The name is the link to its page and the
 * whole card answers a click; the phone number is a link of its own above it.
 */
export function SiteCard({ site, href, headingLevel: Heading = 'h3', eager = false, note, children }: Props) {
  const image = site.site_primary_image?.thumbnail_url || site.site_image_url
  return (
    <article data-site-card={site.slug} className="group card">
      <div className="relative aspect-[16/9] overflow-hidden bg-surface-2">
        {image ? (
          <img
            src={image}
            alt=""
            width={640}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="card-picture"
            style={site.site_primary_image?.blur_data_url ? { backgroundImage: `url("${site.site_primary_image.blur_data_url}")`, backgroundSize: 'cover' } : undefined}
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-5">
        <Heading className="text-lg font-semibold leading-snug text-ink">
          <a href={href} className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-accent">
            {site.site_official_name}
          </a>
        </Heading>
        {note ? <p className="text-sm font-medium text-accent">{note}</p> : null}
        <address className="mt-1 not-italic text-muted">
          {site.site_street}
          <br />
          {site.site_zip} {site.site_city}
        </address>
        {site.site_phone ? (
          <p className="mt-auto pt-3">
            <a href={telHref(site.site_phone)} className="relative z-10 inline-flex min-h-11 items-center gap-2 font-semibold text-ink underline-offset-4 hover:underline">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 text-muted" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z" />
              </svg>
              <span className="whitespace-nowrap">{site.site_phone}</span>
            </a>
          </p>
        ) : null}
        {children}
      </div>
    </article>
  )
}
