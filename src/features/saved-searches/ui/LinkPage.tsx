import type { ReactNode } from 'react'

/**
 * The page a saved-search e-mail's link opens (confirm, unsubscribe, manage), in the site's header and footer: a
 * heading, a short text and what the link does as a plain form, so it works without JavaScript and no mail scanner
 * confirms or unsubscribes by opening the link.
 */
export function LinkPage({
  eyebrow,
  heading,
  children,
  back,
}: {
  eyebrow: string
  heading: string
  children: ReactNode
  back: { href: string; label: string }
}) {
  return (
    <main id="main" tabIndex={-1} className="bg-surface-1 outline-none">
      <div className="container-page py-10 md:py-16">
        <div className="mx-auto max-w-2xl">
          <p className="text-sm font-semibold tracking-[0.12em] text-accent-hover uppercase">{eyebrow}</p>
          <h1 className="mt-2 font-heading text-title [font-weight:var(--fc-heading-weight)] text-ink">{heading}</h1>
          <div className="mt-8 overflow-hidden rounded-3xl bg-surface shadow-[0_24px_60px_-30px_rgb(0_0_0/0.35)] ring-1 ring-black/5">
            <div className="px-5 py-7 sm:px-10 sm:py-9">{children}</div>
          </div>
          <p className="mt-8">
            <a
              href={back.href}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-ink underline-offset-4 hover:text-accent hover:underline"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                <path d="M12.7 5.3a1 1 0 0 1 0 1.4L9.42 10l3.3 3.3a1 1 0 0 1-1.42 1.4l-4-4a1 1 0 0 1 0-1.4l4-4a1 1 0 0 1 1.4 0Z" />
              </svg>
              {back.label}
            </a>
          </p>
        </div>
      </div>
    </main>
  )
}

/** A form that posts the link's token (and more) to one of the saved searches' calls. */
export function TokenForm({
  action,
  token,
  fields = {},
  label,
  variant = 'primary',
}: {
  action: string
  token: string
  fields?: Record<string, string>
  label: string
  variant?: 'primary' | 'ghost'
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="token" value={token} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={`button ${variant === 'primary' ? 'button-primary' : 'button-ghost'} min-h-12 px-6`}>
        {label}
      </button>
    </form>
  )
}
