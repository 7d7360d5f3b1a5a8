import type { ReactNode } from 'react'

import { CookieSettingsButton } from '@/features/consent/ui/CookieSettingsButton'
import { ContactText } from '@/features/content/ui/ContactText'
import { CopyButton } from '@/features/content/ui/CopyButton'
import { shellText, type ShellTextKey } from '@/features/page-shell/dictionary-keys'
import { SiteLink } from '@/features/page-shell/ui/SiteLink'
import { SiteLogo } from '@/features/page-shell/ui/SiteLogo'
import type { Site } from '@/payload-types'

import { brandGrid, type FooterBrand, type FooterColumn, type FooterImage, type FooterLink, type FooterView } from '../footer'
import type { SocialIconName } from '../social'

type Props = { site: Site; homeHref: string; footer: FooterView | null; dictionary: Record<string, string> }

const LINK = 'rounded-sm text-[0.9375rem] text-brand-ink/80 underline-offset-4 transition-colors hover:text-brand-ink hover:underline'
const EYEBROW = 'text-xs font-semibold uppercase tracking-[0.14em] text-brand-ink/70'

/** The site footer (spec 1 §2.5): brands, link columns, a highlighted link, social links, info blocks and the bottom bar. */
export function SiteFooter({ site, homeHref, footer, dictionary }: Props) {
  const text = (key: ShellTextKey) => shellText(dictionary, key)
  return (
    <footer className="bg-brand text-brand-ink [&_:focus-visible]:outline-brand-ink">
      {footer ? <FooterContent footer={footer} text={text} /> : null}
      <div className={footer ? 'border-t border-white/15' : undefined}>
        <div className="container-page flex flex-col gap-4 py-7 sm:flex-row sm:items-center sm:justify-between">
          <SiteLink href={homeHref} className="inline-block self-start rounded-sm sm:self-auto" aria-label={`${site.name} – ${text('home')}`}>
            <SiteLogo site={site} invert />
          </SiteLink>
          <p className="text-sm text-brand-ink/75">
            © {new Date().getFullYear()} {site.name}. {text('copyright')}
          </p>
        </div>
      </div>
    </footer>
  )
}

type Text = (key: ShellTextKey) => string

// One footer per page, so fixed ids are unique.
const SOCIAL_HEADING_ID = 'footer-social-heading'
const BRANDS_HEADING_ID = 'footer-brands-heading'

function FooterContent({ footer, text }: { footer: FooterView; text: Text }) {
  const hasAside = footer.highlightedLink !== null || footer.socialLinks.length > 0
  const hasColumns = footer.columns.length > 0
  if (!footer.brands && !hasColumns && !hasAside && footer.infoBlocks.length === 0) return null
  return (
    <div className="container-page py-14 md:py-20">
      {footer.brands ? <BrandList heading={footer.brands.heading} brands={footer.brands.items} /> : null}
      {hasColumns || hasAside ? (
        <div className="grid gap-12 lg:grid-cols-12 lg:gap-10">
          {hasColumns ? (
            <nav aria-label={text('footerNavigation')} className="lg:col-span-8">
              <div className={`grid gap-x-8 gap-y-10 ${columnsGrid(footer.columns.length, footer.columnsSpanTwo)}`}>
                {footer.columns.map((column, index) => (
                  <Column key={index} column={column} text={text} />
                ))}
              </div>
            </nav>
          ) : null}
          {hasAside ? (
            <div className={`flex flex-col items-start gap-10 lg:col-span-4 ${hasColumns ? 'lg:col-start-9' : ''}`}>
              {footer.highlightedLink ? (
                <SiteLink
                  href={footer.highlightedLink.href}
                  newTab={footer.highlightedLink.newTab}
                  newTabText={text('opensInNewTab')}
                  className="button button-secondary shadow-sm"
                >
                  {footer.highlightedLink.label}
                  {footer.highlightedLink.newTab ? null : <ArrowIcon />}
                </SiteLink>
              ) : null}
              {footer.socialLinks.length > 0 ? (
                <div>
                  <p id={SOCIAL_HEADING_ID} className={EYEBROW}>
                    {text('socialMedia')}
                  </p>
                  <ul aria-labelledby={SOCIAL_HEADING_ID} className="mt-4 flex flex-wrap gap-3">
                    {footer.socialLinks.map((link) => (
                      <li key={link.href}>
                        <SiteLink
                          href={link.href}
                          newTab
                          className="grid h-11 w-11 place-items-center rounded-full ring-1 ring-inset ring-white/30 transition hover:bg-brand-ink hover:text-brand hover:ring-brand-ink"
                        >
                          <SocialIcon name={link.icon} />
                          <span className="sr-only">{`${link.name} ${text('opensInNewTab')}`}</span>
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
      {footer.infoBlocks.length > 0 ? (
        <div className={`grid gap-4 md:grid-cols-2 ${hasColumns || hasAside ? 'mt-14' : ''}`}>
          {footer.infoBlocks.map((block, index) => (
            <div
              key={index}
              className={`rounded-2xl bg-white/[0.06] p-6 ring-1 ring-inset ring-white/10 ${footer.infoBlocks.length === 1 && footer.infoFieldOneChildFullWidth ? 'md:col-span-2' : ''}`}
            >
              {block.heading ? <h2 className="text-base font-semibold">{block.heading}</h2> : null}
              {block.text ? (
                <p className={`whitespace-pre-line text-sm leading-relaxed text-brand-ink/80 ${block.heading ? 'mt-2' : ''}`}>
                  <ContactText text={block.text} />
                </p>
              ) : null}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  )
}

/** Two or fewer columns share two grid columns (spec 1 §9); more get up to four across. */
function columnsGrid(count: number, spanTwo: boolean): string {
  if (spanTwo) return 'sm:grid-cols-2'
  if (count === 4) return 'sm:grid-cols-2 xl:grid-cols-4'
  return 'sm:grid-cols-2 md:grid-cols-3'
}

function BrandList({ heading, brands }: { heading: string; brands: FooterBrand[] }) {
  const grid = brandGrid(brands.length)
  return (
    <div className="mb-12 border-b border-white/15 pb-12 md:mb-16 md:pb-14">
      <h2 id={BRANDS_HEADING_ID} className={EYEBROW}>
        {heading}
      </h2>
      {/* Equal tiles in even rows; on a wide screen each about 10rem, however few the brands. */}
      <ul aria-labelledby={BRANDS_HEADING_ID} className={`mt-5 grid gap-2 sm:gap-3 ${grid.className}`} style={{ maxWidth: `calc(${grid.widestRow} * 10rem + ${grid.widestRow - 1} * 0.75rem)` }}>
        {brands.map((brand) => (
          <li key={brand.name}>
            <BrandTile brand={brand} />
          </li>
        ))}
      </ul>
    </div>
  )
}

const BRAND_TILE = 'group grid h-16 w-full place-items-center rounded-xl bg-white px-4 py-3 shadow-sm md:h-[4.5rem]'

/** A brand's logo, linking to the car list filtered on the brand when the site has a car list. */
function BrandTile({ brand }: { brand: FooterBrand }) {
  const logos = (
    <>
      <Logo image={brand.logo} alt={brand.name} className={brand.logoBlackAndWhite ? 'opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100' : ''} />
      {brand.logoBlackAndWhite ? <Logo image={brand.logoBlackAndWhite} alt="" className="group-hover:opacity-0 group-focus-visible:opacity-0" /> : null}
    </>
  )
  if (!brand.href) return <div className={BRAND_TILE}>{logos}</div>
  return (
    <SiteLink href={brand.href} className={`${BRAND_TILE} transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:-translate-y-0.5`}>
      {logos}
    </SiteLink>
  )
}

/** Both logos share one grid cell, so the colour one can fade in over the black-and-white one. */
function Logo({ image, alt, className }: { image: FooterImage; alt: string; className: string }) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet ?? undefined}
      sizes={image.srcSet ? '160px' : undefined}
      alt={alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading="lazy"
      decoding="async"
      // Every logo fills the same box, and each is drawn at one type size (the seed's wordmarks), so they read alike.
      className={`h-full w-full object-contain transition-opacity duration-200 [grid-area:1/1] ${className}`}
    />
  )
}

function Column({ column, text }: { column: FooterColumn; text: Text }) {
  return (
    <div>
      {column.title ? <h2 className="text-base font-semibold">{column.title}</h2> : null}
      {column.description ? (
        <p className={`whitespace-pre-line text-sm leading-relaxed text-brand-ink/75 ${column.title ? 'mt-2' : ''}`}>
          <ContactText text={column.description} />
        </p>
      ) : null}
      {column.links.length > 0 ? (
        <ul className="mt-4 space-y-2.5">
          {column.links.map((link, index) => (
            <li key={index} className="flex items-center gap-x-1">
              <ColumnLink link={link} text={text} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function ColumnLink({ link, text }: { link: FooterLink; text: Text }) {
  switch (link.kind) {
    case 'cookie-settings':
      return <CookieSettingsButton label={link.label} className={`${LINK} cursor-pointer text-left`} />
    case 'contact':
      return (
        <>
          <SiteLink href={link.href} className={LINK}>
            <ContactText text={link.label} />
          </SiteLink>
          <CopyButton
            value={link.value}
            label={text('copy')}
            copiedLabel={text('copied')}
            srLabel={`${text('copy')} ${link.value}`}
            className="-my-1.5 grid h-8 w-8 place-items-center rounded-full text-brand-ink/80 transition hover:bg-white/10 hover:text-brand-ink"
          />
        </>
      )
    case 'link':
      return (
        <SiteLink href={link.href} newTab={link.newTab} newTabText={text('opensInNewTab')} className={`${LINK} inline-flex items-center gap-1.5`}>
          {link.label}
        </SiteLink>
      )
  }
}

function ArrowIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  )
}

/** Line icons in one style (24 px grid, 1.8 px stroke), one per network the footer knows. */
const SOCIAL_ICON_PATHS: Record<SocialIconName, ReactNode> = {
  facebook: <path d="M15 3.5h-1.75A3.75 3.75 0 0 0 9.5 7.25V20.5M6.5 10.75h7.75" />,
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.1 6.9h.01" strokeWidth="2.6" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M8 10.5v6M8 7.5h.01M12 16.5v-6M12 13.25a2.5 2.5 0 0 1 5 0v3.25" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10.25 9.4v5.2L14.75 12Z" fill="currentColor" />
    </>
  ),
  x: <path d="M4.5 4.5h4l11 15h-4ZM19.5 4.5l-6.3 6.9M4.5 19.5l6.3-6.9" />,
  tiktok: <path d="M13.5 3.5v11.5a3.5 3.5 0 1 1-3.5-3.5M13.5 3.5c0 2.5 2 4.5 4.75 4.5" />,
}

function SocialIcon({ name }: { name: SocialIconName }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {SOCIAL_ICON_PATHS[name]}
    </svg>
  )
}
