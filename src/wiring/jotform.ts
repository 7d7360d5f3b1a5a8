import type { JotformSubmissions } from '@/features/form-embeds/ports'
import { JotformApi } from '@/integrations/jotform/api'
import { env, type ForecourtEnv } from '@/lib/env'

/** The provider's API when JOTFORM_API_KEY is set; null otherwise (the endpoint then answers 503). */
export function jotformSubmissions(e: ForecourtEnv = env()): JotformSubmissions | null {
  return e.JOTFORM_API_KEY ? new JotformApi({ apiUrl: e.JOTFORM_API_URL, apiKey: e.JOTFORM_API_KEY }) : null
}
