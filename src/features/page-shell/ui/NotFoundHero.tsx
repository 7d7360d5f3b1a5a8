import type { ReactNode } from 'react'

import { SiteLink } from './SiteLink'

/** The not-found look: a large "404" above the title, text and way on, centred on a quiet background. */
export function NotFoundFrame({ children }: { children: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-surface-1">
      <div className="container-page grid min-h-[28rem] place-items-center py-20 text-center md:min-h-[34rem]">
        <div className="max-w-xl">
          <p aria-hidden="true" className="font-heading text-[6rem] leading-none font-extrabold text-accent/90 md:text-[9rem]">
            404
          </p>
          {children}
        </div>
      </div>
    </section>
  )
}

export function NotFoundHero({ title, text, homeHref, buttonLabel }: { title: string; text: string; homeHref: string; buttonLabel: string }) {
  return (
    <NotFoundFrame>
      <h1 className="mt-4 text-title">{title}</h1>
      {text ? <p className="mt-4 text-lg text-muted">{text}</p> : null}
      {buttonLabel ? (
        <SiteLink href={homeHref} className="button button-primary mt-8">
          {buttonLabel}
        </SiteLink>
      ) : null}
    </NotFoundFrame>
  )
}
