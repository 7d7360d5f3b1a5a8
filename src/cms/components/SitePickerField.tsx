'use client'

import { RelationshipInput, useField } from '@payloadcms/ui'
import type { RelationshipFieldClientComponent, ValueWithRelation } from 'payload'

import { CMS_API_LIMITS } from '../api/limits'

/**
 * How many sites the picker asks for at once: as many as one call of the CMS API may ask for (limits.ts). Payload's
 * own asks for 10 and the next 10 only when its menu is scrolled to the end, which a menu of 10 short names never
 * is: the group's eleventh site could not be picked. A group of more than 100 sites gets the next 100 on scrolling.
 */
export const SITES_PER_REQUEST = CMS_API_LIMITS.maxLimit

/** One site of Users → Sites: every site the admin may choose, with a search. */
export const SitePickerField: RelationshipFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { path, value, initialValue, setValue, showError, filterOptions, disabled } = useField<number | string | null>({ potentiallyStalePath: pathFromProps })
  const relationTo = Array.isArray(field.relationTo) ? field.relationTo[0]! : field.relationTo
  const asRelation = (id: number | string | null | undefined): ValueWithRelation | null => (id === null || id === undefined || id === '' ? null : { relationTo, value: id })
  return (
    <RelationshipInput
      path={path}
      relationTo={[relationTo]}
      hasMany={false}
      maxResultsPerRequest={SITES_PER_REQUEST}
      label={field.label}
      required={field.required}
      description={field.admin?.description}
      readOnly={readOnly || disabled}
      showError={showError}
      filterOptions={filterOptions}
      allowCreate={false}
      allowEdit={false}
      initialValue={asRelation(initialValue)}
      value={asRelation(value)}
      onChange={(option) => setValue(option ? option.value : null)}
      formatDisplayedOptions={(groups) => groups.flatMap((group) => group.options)}
    />
  )
}
