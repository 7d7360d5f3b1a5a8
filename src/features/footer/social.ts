/** Social networks the footer has an icon for; a link with another name is skipped (spec 1 §5, §8). */
export const SOCIAL_ICON_NAMES = ['facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok'] as const
export type SocialIconName = (typeof SOCIAL_ICON_NAMES)[number]

const ALIASES: Record<string, SocialIconName> = { twitter: 'x' }

/** The icon for a social link's name ("Facebook", "instagram", "Twitter"), or null when there is none. */
export function socialIconName(name: string | null | undefined): SocialIconName | null {
  const key = (name ?? '').trim().toLowerCase()
  if (ALIASES[key]) return ALIASES[key]
  return SOCIAL_ICON_NAMES.find((icon) => icon === key) ?? null
}
