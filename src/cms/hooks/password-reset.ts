import { cmsOrigin } from '@/lib/env'

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** How long a password-reset link works. */
export const PASSWORD_RESET_LINK_HOURS = 1

export const passwordResetSubject = () => 'Choose a new password for the Forecourt CMS'

/** The password-reset e-mail: the link to the CMS's own reset form, on the address editors open the CMS on. */
export function passwordResetEmail({ token, user }: { token?: string; user?: { name?: string | null; email?: string | null } } = {}): string {
  const link = `${cmsOrigin()}/admin/reset/${encodeURIComponent(token ?? '')}`
  const greeting = user?.name ? `Hello ${escape(user.name)},` : 'Hello,'
  return [
    `<p>${greeting}</p>`,
    `<p>Someone (we hope you) asked to choose a new password for ${escape(user?.email ?? 'your account')} in the Forecourt CMS. Open this link to choose it: <a href="${escape(link)}">${escape(link)}</a></p>`,
    `<p>The link works for ${PASSWORD_RESET_LINK_HOURS} hour and once. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>`,
  ].join('')
}
