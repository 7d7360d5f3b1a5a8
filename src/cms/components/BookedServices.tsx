'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

import { bookedServiceLines } from './booked-services'

/** A booking's services as a list workshop staff read at a glance (the stored value is not theirs to change). */
export const BookedServices: JSONFieldClientComponent = ({ field, path: pathFromProps }) => {
  const { path, value } = useField<unknown>({ potentiallyStalePath: pathFromProps })
  const lines = bookedServiceLines(value)
  const id = `field-${path.replace(/\./g, '__')}`
  return (
    <div className="field-type forecourt-booked-services" id={id}>
      <FieldLabel label={field.label} path={path} as="span" />
      {lines.length === 0 ? (
        <p>No services.</p>
      ) : (
        <ul className="forecourt-booked-services__list">
          {lines.map((line, index) => (
            <li key={index}>
              <strong>{line.name}</strong>
              {line.details.length > 0 ? <span className="forecourt-booked-services__details">{line.details.join(' · ')}</span> : null}
            </li>
          ))}
        </ul>
      )}
      {field.admin?.description ? <FieldDescription description={field.admin.description} path={path} /> : null}
    </div>
  )
}
