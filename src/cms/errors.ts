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
