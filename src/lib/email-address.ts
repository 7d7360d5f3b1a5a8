/**
 * The two shapes of an e-mail address the forms take, shared by the browser and the server.
 *
 * Spec 3's forms — the service booking, the tire hotel, the sell-car and service request forms ('Phone and email
 * use the same patterns as above', §5.2) — take the 'standard address shape': a name, @, and a host with a dot,
 * without spaces. Spec 2's contact form asks more of the address: 'Email: {email} shape with a TLD of at least 2
 * letters' (§5); the car list's saved-search form, on the same pages, asks the same.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Spec 2 §5: the standard shape whose top-level domain is two letters or more. */
export const LETTER_TLD_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/
