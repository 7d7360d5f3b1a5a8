/** A copy button shows its confirmation this long (spec 1 §4). */
export const COPY_CONFIRMATION_MS = 1000
