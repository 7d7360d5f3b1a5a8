import config from '@payload-config'
import { getPayload } from 'payload'

/** The in-process CMS. Initialised once per process. */
export function cms() {
  return getPayload({ config })
}
