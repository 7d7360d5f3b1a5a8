import { APIError } from 'payload'

/**
 * CMS errors with a status and a message meant for the person who caused them. Each has an explicit name
 * and data: production bundles shorten class names, and Payload then shows its "unknown error" text instead.
 */
export class CmsRequestError extends APIError {
  constructor(name: string, message: string, status: number, data: Record<string, unknown> = {}) {
    super(message, status, { code: name, ...data }, true)
    this.name = name
  }
}

export class TooManyLoginAttemptsError extends CmsRequestError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60)
    super('TooManyLoginAttempts', `Too many login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, 429, { retryAfterSeconds })
  }
}

export class PageHasSubPagesError extends CmsRequestError {
  constructor(count: number) {
    super('PageHasSubPages', `This page has ${count} sub-page(s). Move or delete them first.`, 409, { subPages: count })
  }
}

export type FieldProblem = { path: string; message: string }

/**
 * A change refused because of what a field holds: the editor reads the reason in words in the CMS's notice
 * (not "The following field is invalid: index_id"), and the form marks each field with its own reason.
 */
export class FieldRefusedError extends CmsRequestError {
  constructor(problems: FieldProblem[], status = 400) {
    super('FieldRefused', problems.map((problem) => problem.message).join(' '), status, { errors: problems })
  }
}

export class SiteHasContentError extends CmsRequestError {
  constructor(remaining: string[]) {
    super('SiteHasContent', `This site still has ${remaining.join(', ')}. Delete them, or move them to another site, before deleting the site.`, 409, { remaining })
  }
}
