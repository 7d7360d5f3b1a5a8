import { DEBT_WARNING, HALLA_KONSUMENT_URL, KONSUMENTVERKET_URL } from '@/features/finance/debt-warning'
import type { ConsumerDebtWarningBlock } from '@/payload-types'

import { type BlockProps } from '../types'

const LINK = 'font-semibold underline decoration-2 underline-offset-3 hover:decoration-[3px]'

/** The consumer-credit warning as a block of its own, in its fixed Swedish wording. */
export function ConsumerDebtWarning({ block }: BlockProps<ConsumerDebtWarningBlock>) {
  return (
    <section lang="sv" className="py-8 md:py-12">
      <div className="container-page">
        <div className="mx-auto flex max-w-4xl flex-col gap-5 rounded-2xl border-2 border-[#1b1600] bg-[#fff6cc] p-6 text-[#1b1600] sm:flex-row sm:gap-6 md:p-8">
          <WarningTriangle />
          <div className="min-w-0">
            <h2 className="text-2xl font-extrabold tracking-tight md:text-3xl">
              {DEBT_WARNING.heading}
            </h2>
            <p className="mt-3 text-base font-medium md:text-lg">{DEBT_WARNING.risk}</p>
            {block.compact ? null : (
              <>
                <p className="mt-3 text-base md:text-lg">{DEBT_WARNING.debtAdvice}</p>
                <p className="mt-3 text-base md:text-lg">{DEBT_WARNING.compareAdvice}</p>
              </>
            )}
            <p className="mt-3 text-base md:text-lg">
              Läs mer om lån och krediter hos Konsumentverket på{' '}
              <a href={KONSUMENTVERKET_URL} className={LINK}>
                konsumentverket.se
              </a>
              . Du kan också få opartisk vägledning från{' '}
              <a href={HALLA_KONSUMENT_URL} className={LINK}>
                Hallå konsument
              </a>
              .
            </p>
          </div>
        </div>
      </div>
    </section>
  )
}

/** A road-sign warning triangle: yellow with a red border and a black exclamation mark. */
function WarningTriangle() {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 58" className="h-14 w-16 shrink-0 md:h-16 md:w-[4.5rem]">
      <path d="M29.4 3.5a3 3 0 0 1 5.2 0l27 46.5a3 3 0 0 1-2.6 4.5H5a3 3 0 0 1-2.6-4.5Z" fill="#c8102e" />
      <path d="M32 13.5 53.3 49.5H10.7Z" fill="#ffd200" />
      <rect x="29.4" y="23" width="5.2" height="15" rx="2.6" fill="#111" />
      <circle cx="32" cy="43.6" r="3" fill="#111" />
    </svg>
  )
}
