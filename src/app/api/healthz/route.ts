import { checkHealth, healthStatusCode } from '@/features/health/health'
import { databaseKind } from '@/lib/env'
import { cms } from '@/server/payload'

export const dynamic = 'force-dynamic'

export async function GET() {
  const report = await checkHealth(async () => {
    const payload = await cms()
    await payload.count({ collection: 'sites', overrideAccess: true })
  }, databaseKind())
  return Response.json(report, { status: healthStatusCode(report), headers: { 'Cache-Control': 'no-store' } })
}
