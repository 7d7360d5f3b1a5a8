import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { inboxQuery, queryProblems } from '@/app/api/demo/inbox/schema'
import { inboxMessages } from '@/features/demo-inbox/inbox'
import { DemoInbox } from '@/features/demo-inbox/ui/DemoInbox'
import { clientAddress, isThisMachine } from '@/http/client-address'
import { isDemoMode } from '@/lib/env'
import { cms } from '@/wiring/cms'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Demo inbox · Forecourt',
  robots: { index: false, follow: false },
}

type SearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * `/demo/inbox?to=`: the messages Forecourt would have sent (DEMO.md), on every host, in demo mode only, and only
 * to the machine the demo runs on (the client's address after trusted proxies, src/http/client-address.ts).
 */
export default async function DemoInboxPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  if (!isDemoMode() || !isThisMachine(clientAddress(await headers()))) notFound()
  const params = await searchParams
  const to = first(params.to)
  // The page has no limit field: a limit it cannot use falls back to the default.
  const query = inboxQuery.safeParse({ to, limit: first(params.limit) })
  const parsed = query.success ? query : inboxQuery.safeParse({ to })
  if (!parsed.success) {
    return <DemoInbox messages={[]} rejected={{ typed: to ?? '', problem: queryProblems(parsed.error).to ?? 'Check the recipient.' }} limit={0} />
  }
  const messages = await inboxMessages(await cms(), parsed.data)
  return <DemoInbox messages={messages} to={parsed.data.to} limit={parsed.data.limit} />
}
