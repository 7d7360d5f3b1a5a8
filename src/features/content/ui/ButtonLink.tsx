import type { ReactNode } from 'react'

import type { ResolvedLink } from '../links'

export const BUTTON_TYPES = ['Primary', 'Secondary', 'Ghost', 'Ghost Contrast'] as const
export type ButtonType = (typeof BUTTON_TYPES)[number]

const BUTTON_CLASS: Record<ButtonType, string> = {
  Primary: 'button button-primary',
  Secondary: 'button button-secondary',
  Ghost: 'button button-ghost',
  'Ghost Contrast': 'button button-ghost-contrast',
}

export function buttonClass(type: string | null | undefined): string {
  return BUTTON_CLASS[(type as ButtonType) ?? 'Primary'] ?? BUTTON_CLASS.Primary
}

/** A link that looks like a button in one of the editor's button types. */
export function ButtonLink({ link, type, children, className }: { link: ResolvedLink; type?: string | null; children?: ReactNode; className?: string }) {
  return (
    <a
      href={link.href}
      className={[buttonClass(type), className].filter(Boolean).join(' ')}
      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children ?? link.label}
      {link.newTab ? <span className="sr-only"> (öppnas i ny flik)</span> : null}
    </a>
  )
}
