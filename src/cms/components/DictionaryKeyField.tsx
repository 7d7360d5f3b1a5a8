'use client'

import { SelectInput, useField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { useEffect, useMemo, useState } from 'react'

import { useDictionaryDefaults, type DefaultText } from './dictionary-defaults'

/**
 * A dictionary entry's key, chosen among the texts the sites use (not typed): each option shows the key and
 * the language's default text, and choosing one fills in the text with that default to edit.
 */
export const DictionaryKeyField: TextFieldClientComponent = ({ field, path, readOnly }) => {
  const { value, setValue, showError, errorMessage } = useField<string>({ path })
  const text = useField<string>({ path: 'value' })
  const language = useFormFields(([fields]) => fields.language?.value) as string | undefined
  const site = useFormFields(([fields]) => fields.site?.value) as number | string | undefined
  const defaults = useDictionaryDefaults(language || 'sv-SE', site)
  const [filled, setFilled] = useState<string | null>(null)

  const byKey = useMemo(() => new Map((defaults ?? []).map((entry) => [entry.key, entry])), [defaults])
  const options = useMemo(
    () =>
      (defaults ?? []).map((entry: DefaultText) => ({
        value: entry.key,
        label: `${entry.key}${entry.own && entry.key !== value ? ' (has an entry)' : ''} — ${truncate(entry.text || entry.note || '')}`,
      })),
    [defaults, value],
  )

  // The text the editor has not written yet follows the key: the default of the key chosen.
  useEffect(() => {
    if (!value || !defaults) return
    const chosen = byKey.get(value)
    if (!chosen?.text) return
    if (!text.value || text.value === filled) {
      text.setValue(chosen.text)
      setFilled(chosen.text)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a text is filled in when the key changes, not when the editor types
  }, [value, defaults])

  const chosen = value ? byKey.get(value) : undefined
  const description = chosen ? `Default in this language: ${chosen.text || chosen.note || '—'}` : 'Which of the sites’ fixed texts this is; the list offers every one with its default text.'
  return (
    <SelectInput
      path={path}
      name={field.name}
      label={field.label}
      required={field.required}
      readOnly={readOnly}
      options={options}
      value={value ?? undefined}
      showError={showError}
      Error={showError && errorMessage ? <div className="field-error">{errorMessage}</div> : undefined}
      description={description}
      isClearable={false}
      placeholder="Choose a text"
      onChange={(option) => {
        const picked = Array.isArray(option) ? option[0] : option
        setValue(picked && typeof picked === 'object' && 'value' in picked ? String(picked.value) : null)
      }}
    />
  )
}

function truncate(text: string): string {
  return text.length > 70 ? `${text.slice(0, 69)}…` : text
}
