import { leadEvent, pushDataLayer, type DataLayerTarget } from '@/lib/analytics/data-layer'

export type FormProvider = 'hubspot' | 'jotform'

/** "Form reset 3 s after submit" (spec 3 §2.6, §9): the provider's thanks shows that long, then a fresh form. */
export const FORM_RESET_MS = 3000

/** The data-layer event of a form sent through a provider's embed (spec 3 §2.6). */
export function formSubmissionEvent(provider: FormProvider, formId: string) {
  return { event: 'form_submission', form_provider: provider, form_id: formId } as const
}

/**
 * Tracks a form the provider accepted: the submission itself and, as with our own forms, the lead. Only ids go
 * to the data layer, never what the visitor typed.
 */
export function trackFormSubmission(provider: FormProvider, formId: string, target?: DataLayerTarget): void {
  pushDataLayer(formSubmissionEvent(provider, formId), target)
  pushDataLayer(leadEvent(`${provider}:${formId}`, 'form_embed'), target)
}
