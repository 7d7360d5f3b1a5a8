'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react'

import { jsonText, readJsonText } from './json-text'

/**
 * A JSON field as readable, editable text. Payload's own draws a code editor it fetches from a public CDN,
 * which the admin's content security policy blocks (and many deployments cannot reach): the box stayed empty.
 * Invalid JSON is shown at once and refused on save; what was typed stays in the box.
 */
export const JsonField: JSONFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { label, localized, required, admin } = field
  const [jsonError, setJsonError] = useState<string | undefined>()
  const validateJson = useCallback(() => (jsonError ? jsonError : true), [jsonError])
  const { path, value, setValue, showError, disabled } = useField<unknown>({ potentiallyStalePath: pathFromProps, validate: validateJson })
  const [text, setText] = useState(() => jsonText(value))
  // A value the form sets (a reset, a save answered by the server) replaces the text, unless it is what was typed.
  const typed = useRef<unknown>(undefined)
  useEffect(() => {
    if (value !== typed.current) setText(jsonText(value))
  }, [value])

  const locked = Boolean(readOnly || disabled)
  const id = `field-${path.replace(/\./g, '__')}`
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const next = event.target.value
    setText(next)
    const read = readJsonText(next)
    const stored = 'value' in read ? read.value : next
    typed.current = stored
    setJsonError('error' in read ? read.error : undefined)
    setValue(stored)
  }
  const rows = Math.min(30, Math.max(4, text.split('\n').length + 1))

  return (
    <div className={['field-type', 'json-field', 'forecourt-json', showError || jsonError ? 'error' : '', locked ? 'read-only' : ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={label} localized={localized} path={path} required={required} />
      <div className="field-type__wrap">
        <FieldError message={jsonError} path={path} showError={Boolean(showError || jsonError)} />
        <textarea
          id={id}
          className="forecourt-json__text"
          value={text}
          onChange={onChange}
          readOnly={locked}
          rows={rows}
          spellCheck={false}
          aria-invalid={Boolean(jsonError) || undefined}
          aria-describedby={admin?.description ? `${id}-description` : undefined}
        />
      </div>
      {admin?.description ? (
        <div id={`${id}-description`}>
          <FieldDescription description={admin.description} path={path} />
        </div>
      ) : null}
    </div>
  )
}
