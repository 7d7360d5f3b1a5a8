/**
 * The tire hotel's fixed values (spec 3 §5.4, §9; issue "Backend"): the login's security rules and the booking
 * window, named as the specification and the issue word them.
 */

/** 'Registration number: … max 7 characters, Continue disabled under 2 characters.' */
export const REG_NO_MIN_LENGTH = 2
export const REG_NO_MAX_LENGTH = 7

/** 'One-time code: exactly 4 digits.' */
export const CODE_LENGTH = 4
/** Codes expire after 5 minutes. */
export const CODE_LIFETIME_MS = 5 * 60_000
/** A code is void after 3 wrong attempts. */
export const CODE_ATTEMPTS = 3
/** At most 3 codes per phone number per 10 minutes. */
export const CODES_PER_PHONE = 3
export const CODES_PER_PHONE_WINDOW_MS = 10 * 60_000
/**
 * And at most 10 a day: with 3 codes in 10 minutes and 3 guesses each, someone guessing could try 1,296 of the
 * 10,000 codes a day (13 %); a day's cap keeps that to 30 guesses (0.3 %).
 */
export const CODES_PER_PHONE_PER_DAY = 10
export const CODES_PER_PHONE_DAY_MS = 24 * 60 * 60_000
/** How long the token of a search (encryptedPhoneNumber) asks for codes: a search is made again after it. */
export const SEARCH_TOKEN_LIFETIME_MS = 60 * 60_000
/** The session expires after 30 minutes without use. */
export const SESSION_IDLE_MS = 30 * 60_000
/** A session's expiry is moved at most this often, so a burst of calls writes it once. */
export const SESSION_TOUCH_EVERY_MS = 60_000

/** 'Booking window 3 days to 3 months ahead.' */
export const BOOKING_FIRST_DAY_OFFSET = 3
export const BOOKING_WINDOW_MONTHS = 3
/** How long a wheel change takes of the workshop's capacity. */
export const WHEEL_CHANGE_MINUTES = 30

/** 'Mobile number is stripped to digits and plus and must be 8 to 15 of those characters.' */
export const MOBILE_MIN_LENGTH = 8
export const MOBILE_MAX_LENGTH = 15
export const NAME_MAX_LENGTH = 100
export const EMAIL_MAX_LENGTH = 254
export const FREE_TEXT_MAX_LENGTH = 1_000
/** 'Rating: 1 to 5 stars.' */
export const RATING_MIN = 1
export const RATING_MAX = 5
export const REVIEW_COMMENT_MAX_LENGTH = 2_000

/** A stored tire's tread: threadStatusId 1 'triggers a warning that the tread depth is recommended for replacement'. */
export const THREAD_STATUSES = [
  { id: 0, label: 'Good' },
  { id: 1, label: 'Replace (warning shown)' },
  { id: 2, label: 'Acceptable' },
] as const
export const THREAD_STATUS_REPLACE = 1
