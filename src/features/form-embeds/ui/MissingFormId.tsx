import { MISSING_FORM_ID } from '../form-ids'

/** An embed placed without its form id: the spec's message where the form would be (spec 3 §2.6, §8). */
export function MissingFormId({ editable }: { editable?: { 'data-editable'?: string } }) {
  return (
    <section className="py-8 md:py-12">
      <div className="container-page">
        <p
          data-missing-form-id=""
          className="rounded-2xl border-2 border-dashed border-line px-6 py-5 text-center font-semibold text-muted"
          {...editable}
        >
          {MISSING_FORM_ID}
        </p>
      </div>
    </section>
  )
}
