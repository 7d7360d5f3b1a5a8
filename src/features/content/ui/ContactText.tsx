import { Fragment, type ReactNode } from 'react'

import { contactTextParts } from '../contact-text'

/** Text whose phone numbers never break and whose e-mail addresses break only after their '@'. */
export function ContactText({ text }: { text: string }): ReactNode {
  const parts = contactTextParts(text)
  if (parts.length === 1 && parts[0]!.kind === 'text') return text
  return parts.map((part, index) =>
    part.kind === 'text' ? (
      <Fragment key={index}>{part.text}</Fragment>
    ) : part.kind === 'phone' ? (
      <span key={index} className="whitespace-nowrap">
        {part.text}
      </span>
    ) : (
      <Fragment key={index}>
        <span className="whitespace-nowrap">{part.local}</span>
        <wbr />
        <span className="whitespace-nowrap">{part.domain}</span>
      </Fragment>
    ),
  )
}
