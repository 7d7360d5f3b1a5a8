'use client'

/** Texts of spec 1 §2.2 for a section that failed to render. */
export const SECTION_FALLBACK = {
  heading: 'Aj då',
  text: 'Här borde en sektion synas men något har tyvärr blivit fel',
  reload: 'Prova ladda om sidan',
} as const

export function SectionFallback() {
  return (
    <section role="alert" data-section-fallback="" className="py-10">
      <div className="container-page">
        <div className="rounded-2xl border border-line bg-surface-1 px-6 py-8 text-center md:px-10">
          <h2 className="text-2xl">{SECTION_FALLBACK.heading}</h2>
          <p className="mt-2 text-muted">{SECTION_FALLBACK.text}</p>
          <button type="button" className="button button-ghost mt-5" onClick={() => window.location.reload()}>
            {SECTION_FALLBACK.reload}
          </button>
        </div>
      </div>
    </section>
  )
}
