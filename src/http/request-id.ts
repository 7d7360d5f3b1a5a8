/** The header one request id travels in, through the request pipeline, the logs and the answer. */
export const REQUEST_ID = 'x-request-id'

/** What a request id a proxy in front may have given looks like; anything else is replaced. */
const REQUEST_ID_FORM = /^[A-Za-z0-9._:-]{1,128}$/

/** The request id given, when it is one; otherwise a new one (a client's header never reaches a log or an answer unchecked). */
export function requestIdOf(given: string | null): string {
  return given && REQUEST_ID_FORM.test(given) ? given : crypto.randomUUID()
}
