'use client'

import { useId, useState } from 'react'

import type { DepartmentUser } from '../dealer-site'
import type { DealerSiteTexts } from '../texts'
import { telHref } from './tel'

type Props = { users: DepartmentUser[]; texts: Pick<DealerSiteTexts, 'siteShowEmployees' | 'siteHideEmployees'> }

/** A department's staff behind a show/hide button (a native button: Enter and Space toggle it). */
export function Employees({ users, texts }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  if (users.length === 0) return null
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold text-ink transition-colors hover:border-ink"
        data-employees-toggle=""
      >
        {open ? texts.siteHideEmployees : texts.siteShowEmployees.replace('{count}', String(users.length))}
        <svg aria-hidden="true" viewBox="0 0 24 24" className={['h-4 w-4 transition-transform', open ? 'rotate-180' : ''].join(' ')} fill="none" stroke="currentColor" strokeWidth="2">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      <ul id={id} hidden={!open} className="mt-4 grid gap-3 sm:grid-cols-2" data-employees="">
        {users.map((user) => (
          <li key={`${user.first_name}-${user.last_name}-${user.email}`} className="rounded-xl bg-surface-2 p-4">
            <p className="font-semibold text-ink">
              {user.first_name} {user.last_name}
            </p>
            {user.title ? <p className="text-sm text-muted">{user.title}</p> : null}
            <p className="mt-2 flex flex-col gap-0.5 text-sm">
              {user.phone ? (
                <a href={telHref(user.phone)} className="underline-offset-4 hover:underline">
                  <span className="whitespace-nowrap">{user.phone}</span>
                </a>
              ) : null}
              {user.email ? (
                <a href={`mailto:${user.email}`} className="underline-offset-4 hover:underline">
                  <span className="whitespace-nowrap">{user.email.split('@')[0]}</span>
                  <wbr />
                  <span className="whitespace-nowrap">@{user.email.split('@')[1]}</span>
                </a>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
