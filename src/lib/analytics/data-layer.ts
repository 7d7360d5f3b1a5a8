/**
 * The tag manager's data layer (spec 1 §2.2, spec 3 §7). Events are pushed whether or not the tag manager has
 * loaded: it reads what is already there when the visitor allows statistics.
 */
export type DataLayerTarget = { dataLayer?: unknown[] }

export function pushDataLayer<Event extends { event: string }>(
  event: Event,
  target: DataLayerTarget = globalThis as DataLayerTarget,
): Event {
  target.dataLayer ??= []
  target.dataLayer.push(event)
  return event
}

/** What a visitor does in a form: starts filling it in, sends it, or sees it fail. */
export type FormInteraction = 'start' | 'submit' | 'error'

export function formInteractionEvent(formName: string, interaction: FormInteraction) {
  return { event: 'form_interaction', form_name: formName, form_interaction: interaction } as const
}

/** A lead the server accepted (202): the conversion the dealer pays for. */
export function leadEvent(formName: string, leadType: string) {
  return { event: 'lead', form_name: formName, lead_type: leadType } as const
}

/** A failure the visitor saw (spec 3 §7 event_error). */
export function errorEvent(formName: string, errorType: string) {
  return { event: 'event_error', form_name: formName, error_type: errorType } as const
}
