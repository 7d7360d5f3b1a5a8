import type { Payload, TypedLocale } from 'payload'

/** Small builders for test data through the in-process API. */

export async function createSite(payload: Payload, key: string, overrides: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'sites',
    overrideAccess: true,
    context: { skipRevalidate: true },
    data: {
      key,
      name: `Site ${key}`,
      type: 'dealer',
      country: 'SE',
      url: `http://${key}.localhost:3000`,
      hostnames: [{ hostname: `${key}.localhost` }],
      locales: ['sv-SE', 'en'],
      defaultLocale: 'sv-SE',
      fontPair: 'nordic',
      theme: 'nordvik',
      ...overrides,
    },
  })
}

type PageInput = { site: number; title: string; parent?: number | null; slug?: string; status?: 'draft' | 'published'; locale?: string; extra?: Record<string, unknown> }

export async function createPage(payload: Payload, { site, title, parent = null, slug, status = 'published', locale = 'sv-SE', extra = {} }: PageInput) {
  return payload.create({
    collection: 'pages',
    overrideAccess: true,
    locale: locale as TypedLocale,
    draft: status === 'draft',
    context: { skipRevalidate: true },
    data: { site, title, parent, slug, _status: status, ...extra },
  })
}

export async function createUser(payload: Payload, email: string, roles: Array<'admin' | 'editor'>, sites: number[] = []) {
  const password = 'a-test-password-1234'
  const user = await payload.create({ collection: 'users', overrideAccess: true, data: { email, password, roles, sites: sites.map((site) => ({ site })) } })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { user, token: token!, password }
}
