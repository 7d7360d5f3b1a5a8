import { DEBT_WARNING, HALLA_KONSUMENT_URL, KONSUMENTVERKET_URL } from '../debt-warning'

/**
 * The warning Swedish law requires beside every credit offer (the Consumer-credit warning block's text, which
 * editors cannot change), compact for a calculator.
 */
export function ConsumerCreditWarning() {
  return (
    <aside lang="sv" aria-label={DEBT_WARNING.heading} className="mt-4 rounded-xl border-2 border-[#1b1600] bg-[#fff6cc] p-4 text-sm text-[#1b1600]">
      <p className="text-base font-extrabold">{DEBT_WARNING.heading}</p>
      <p className="mt-1 font-medium">{DEBT_WARNING.risk}</p>
      <p className="mt-1">{DEBT_WARNING.debtAdvice}</p>
      <p className="mt-1">
        {DEBT_WARNING.compareAdvice} Läs mer hos{' '}
        <a className="font-semibold underline" href={KONSUMENTVERKET_URL}>
          konsumentverket.se
        </a>{' '}
        och{' '}
        <a className="font-semibold underline" href={HALLA_KONSUMENT_URL}>
          Hallå konsument
        </a>
        .
      </p>
    </aside>
  )
}
