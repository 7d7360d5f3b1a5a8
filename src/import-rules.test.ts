import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The layout's rules that an import can break: product code never reaches into the demo's scripts or the
 * benchmarks (only the composition root plugs in the demo's adapters from scripts/demo/), and domain code (a feature outside its ui/ folder, an integration) stays free of React and
 * Next.js, so it runs and is tested without either. Imports point one way (see "The layout" in the README):
 * features never import integrations, wiring, data, blocks or app; integrations import of the features only
 * their ports (`features/<x>/ports.ts`), and only wiring/ imports integrations; a block reads through data/, never wiring/, and its folder imports no other block's (what blocks share is in
 * blocks/shared/); wiring never imports data; lib/ imports nothing else of src/, and the edge
 * (http/) only lib/ and db/; nothing outside app/ imports app/; and no file imports itself through others.
 */

const ROOT = path.resolve(import.meta.dirname, '..')
const SRC = path.join(ROOT, 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire\(\s*['"]([^'"]+)['"]\s*\)/g

/** Every module a file names, in import and export statements, dynamic imports and requires. */
function importsOf(code: string): string[] {
  return [...code.matchAll(SPECIFIER)].map((match) => match[1] ?? match[2] ?? match[3] ?? match[4]!)
}

/** Where a specifier leads inside the repository, or null for a package. */
function resolvedPath(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.join(SRC, specifier.slice(2))
  if (specifier === '@payload-config') return path.join(SRC, 'payload.config.ts')
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier)
  return null
}

const REACT_OR_NEXT = /^(react|react-dom|next)(\/|$)/

/** Why an import breaks the layout, or null when it does not. */
function brokenRule(file: string, specifier: string): string | null {
  const target = resolvedPath(file, specifier)
  if (target) {
    const [inside, folder] = path.relative(ROOT, target).split(path.sep)
    // The demo's adapters (its drawn pictures) live with the demo, in scripts/demo/: only the composition root plugs
    // them in, and tests use the demo's settings as fixtures.
    const demoAdapter = inside === 'scripts' && folder === 'demo' && (areaOf(file) === 'wiring' || isTest(file))
    if ((inside === 'scripts' && !demoAdapter) || inside === 'bench') return `product code imports ${inside}/`
    return null
  }
  const relative = path.relative(SRC, file).split(path.sep)
  const domain = (relative[0] === 'features' && !relative.slice(2).includes('ui')) || relative[0] === 'integrations'
  if (domain && REACT_OR_NEXT.test(specifier)) return 'domain code imports React or Next.js'
  return null
}

/** The folder of src/ a path is in, for the direction rules: `features`, `integrations`, `app`, … */
const areaOf = (file: string) => path.relative(SRC, file).split(path.sep)[0]!

const isTest = (file: string) => /\.test\.tsx?$/.test(file)

/** The content block a file of blocks/ belongs to (its folder, `HeroBanner`), or null for what blocks share (blocks/shared, the registry). */
const blockOf = (file: string) => {
  const parts = path.relative(path.join(SRC, 'blocks'), file).split(path.sep)
  return parts.length > 1 && parts[0] !== 'shared' ? parts[0]! : null
}

/**
 * Why an import goes the wrong way between src/'s folders, or null. Tests compose what they test (a fake behind a
 * port, an adapter) and are not held to it.
 */
function wrongDirection(file: string, specifier: string): string | null {
  const target = resolvedPath(file, specifier)
  if (!target || isTest(file) || !target.startsWith(SRC + path.sep)) return null
  const [from, to] = [areaOf(file), areaOf(target)]
  if (from === 'blocks' && to === 'blocks') {
    const [own, other] = [blockOf(file), blockOf(target)]
    return own && other && own !== other ? "a block imports another block's folder" : null
  }
  if (from === to) return null
  if (to === 'app') return 'imports app/'
  if (from === 'features' && ['integrations', 'wiring', 'data', 'blocks'].includes(to)) return `a feature imports ${to}/`
  if (from === 'integrations') {
    if (to === 'features' && path.basename(target).replace(/\.tsx?$/, '') !== 'ports')
      return 'an integration imports a feature beyond its ports'
    if (['wiring', 'data', 'blocks'].includes(to)) return `an integration imports ${to}/`
  }
  if (from === 'wiring' && to === 'data') return 'wiring imports data/'
  if (from === 'blocks' && to === 'wiring') return 'a block imports wiring/ (it reads through data/)'
  if (from === 'lib') return `lib/ imports ${to}/`
  if (from === 'http' && !['lib', 'db'].includes(to)) return `the edge imports ${to}/`
  // An adapter is chosen and plugged in in one place, the composition root.
  if (to === 'integrations' && !['integrations', 'wiring'].includes(from))
    return `${from}/ imports integrations/ (adapters are plugged in by wiring/)`
  return null
}

/** The file an import leads to, as the bundler resolves it (a .ts or .tsx file, or a folder's index); null for a package or another kind of file. */
function moduleFile(file: string, specifier: string): string | null {
  const target = resolvedPath(file, specifier)
  if (!target || !target.startsWith(SRC + path.sep)) return null
  const candidates = [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts'), path.join(target, 'index.tsx')]
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) ?? null
}

/** Every product file of src/ (tests left out) with the files it imports, type-only imports included. */
function importGraph(): Map<string, string[]> {
  const files = sourceFiles(SRC).filter((file) => !isTest(file))
  return new Map(
    files.map((file) => [
      path.relative(SRC, file),
      importsOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const target = moduleFile(file, specifier)
        return target ? [path.relative(SRC, target)] : []
      }),
    ]),
  )
}

/** The modules a file needs when it runs: its imports without the type-only ones (`import type`, `export type`). */
function runtimeImportsOf(code: string): string[] {
  return importsOf(code.replace(/(?:^|[\s;])(?:import|export)\s+type\s[^'"`]*?from\s*['"][^'"]+['"]/g, ''))
}

/**
 * The folders of src/ a request's code runs in: every module its route reaches through runtime imports, counted by
 * folder (a feature, an integration, a block, an API route; otherwise the top folder: http, lib, db, wiring, …). The
 * CMS's handle (wiring/cms.ts) is where the walk stops: the configuration behind it is what the CMS reads once when
 * it starts, not code a request runs through.
 */
function foldersOfRequest(route: string): string[] {
  const reached = new Set<string>()
  const pending = [path.join(SRC, route)]
  while (pending.length > 0) {
    const file = pending.pop()!
    if (reached.has(file)) continue
    reached.add(file)
    if (path.relative(SRC, file) === path.join('wiring', 'cms.ts')) continue
    for (const specifier of runtimeImportsOf(readFileSync(file, 'utf8'))) {
      const target = moduleFile(file, specifier)
      if (target) pending.push(target)
    }
  }
  const folderOf = (file: string) => {
    const parts = path.relative(SRC, file).split(path.sep)
    if (parts.length === 1) return '.'
    if (['features', 'integrations', 'blocks'].includes(parts[0]!) && parts.length > 2) return parts.slice(0, 2).join('/')
    if (parts[0] === 'app' && parts[1] === 'api') return parts.slice(0, 3).join('/')
    return parts[0]!
  }
  return [...new Set([...reached].map(folderOf))].sort()
}

/** A circle of imports in the graph, as the path that closes it; null when there is none (depth-first, three colours). */
function circleOf(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>()
  const onPath: string[] = []
  const visit = (node: string): string[] | null => {
    if (done.has(node)) return null
    const at = onPath.indexOf(node)
    if (at >= 0) return [...onPath.slice(at), node]
    onPath.push(node)
    for (const next of graph.get(node) ?? []) {
      const circle = visit(next)
      if (circle) return circle
    }
    onPath.pop()
    done.add(node)
    return null
  }
  for (const node of graph.keys()) {
    const circle = visit(node)
    if (circle) return circle
  }
  return null
}

const arrow = (file: string, specifier: string) => `${path.relative(SRC, file)} → ${path.relative(SRC, resolvedPath(file, specifier)!)}`

describe('import rules', () => {
  it('read every kind of import', () => {
    const code = [
      "import a from 'a'",
      "import type { B } from './b'",
      "export { c } from '@/c'",
      "import './d.css'",
      "const e = await import('e')",
      "import {\n  f,\n  g,\n} from 'fg'",
    ].join('\n')
    expect(importsOf(code)).toEqual(['a', './b', '@/c', './d.css', 'e', 'fg'])
  })

  it('name the imports that break the layout', () => {
    const feature = path.join(SRC, 'features/stock/images.ts')
    expect(brokenRule(feature, '../../../scripts/seed/images')).toBe('product code imports scripts/')
    expect(brokenRule(feature, '../../../scripts/demo/drawn/pictures')).toBe('product code imports scripts/')
    expect(brokenRule(path.join(SRC, 'wiring/stock-images.ts'), '../../scripts/demo/drawn/pictures')).toBeNull()
    expect(brokenRule(path.join(SRC, 'wiring/stock-images.ts'), '../../scripts/seed/index')).toBe('product code imports scripts/')
    expect(brokenRule(path.join(SRC, 'features/stock/images.test.ts'), '../../../scripts/demo/drawn/pictures')).toBeNull()
    expect(brokenRule(path.join(SRC, 'app/page.tsx'), '../../bench/server')).toBe('product code imports bench/')
    expect(brokenRule(feature, 'next/cache')).toBe('domain code imports React or Next.js')
    expect(brokenRule(path.join(SRC, 'integrations/email/smtp.ts'), 'react')).toBe('domain code imports React or Next.js')
    expect(brokenRule(path.join(SRC, 'features/stock/ui/Card.tsx'), 'react')).toBeNull()
    expect(brokenRule(path.join(SRC, 'data/content.ts'), 'next/cache')).toBeNull()
    expect(brokenRule(feature, '@/lib/logger')).toBeNull()
    expect(brokenRule(feature, 'reactive-thing')).toBeNull()
  })

  it('hold for every file under src/', () => {
    const broken = sourceFiles(SRC).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const rule = brokenRule(file, specifier)
        return rule ? [`${path.relative(ROOT, file)}: ${rule} (${specifier})`] : []
      }),
    )
    expect(broken).toEqual([])
  })

  it('name the imports that go the wrong way', () => {
    const at = (file: string) => path.join(SRC, file)
    expect(wrongDirection(at('features/tire-hotel/authorization.ts'), '@/integrations/rate-limit')).toBe('a feature imports integrations/')
    expect(wrongDirection(at('features/leads/intake.ts'), '@/wiring/leads')).toBe('a feature imports wiring/')
    expect(wrongDirection(at('features/page-shell/ui/SiteFrame.tsx'), '@/data/content')).toBe('a feature imports data/')
    expect(wrongDirection(at('features/finance/ui/Box.tsx'), '@/blocks/ConsumerDebtWarning/Component')).toBe('a feature imports blocks/')
    expect(wrongDirection(at('http/direct.ts'), '@/app/api/endpoints')).toBe('imports app/')
    expect(wrongDirection(at('integrations/finance/port.ts'), '@/features/finance/uk/schema')).toBe(
      'an integration imports a feature beyond its ports',
    )
    expect(wrongDirection(at('integrations/finance/port.ts'), '@/features/finance/ports')).toBeNull()
    expect(wrongDirection(at('wiring/leads.ts'), '@/data/content')).toBe('wiring imports data/')
    expect(wrongDirection(at('wiring/leads.ts'), '@/features/leads/intake')).toBeNull()
    expect(wrongDirection(at('app/api/search/route.ts'), './endpoint')).toBeNull()
    expect(wrongDirection(at('features/leads/intake.test.ts'), '@/wiring/leads')).toBeNull()
    expect(wrongDirection(at('features/leads/intake.ts'), 'zod')).toBeNull()
    expect(wrongDirection(at('lib/env.ts'), '@/features/media/image-hosts')).toBe('lib/ imports features/')
    expect(wrongDirection(at('lib/env.ts'), '../http/client-address')).toBe('lib/ imports http/')
    expect(wrongDirection(at('lib/env.ts'), './image-hosts')).toBeNull()
    expect(wrongDirection(at('http/edge.ts'), '@/integrations/rate-limit/memory')).toBe('the edge imports integrations/')
    expect(wrongDirection(at('http/edge.ts'), '@/wiring/rate-limit')).toBe('the edge imports wiring/')
    expect(wrongDirection(at('http/edge.ts'), '@/lib/rate-limit')).toBeNull()
    expect(wrongDirection(at('app/api/healthz/endpoint.ts'), '@/integrations/redis')).toBe(
      'app/ imports integrations/ (adapters are plugged in by wiring/)',
    )
    expect(wrongDirection(at('cms/hooks/revalidate.ts'), '@/integrations/cache-events')).toBe(
      'cms/ imports integrations/ (adapters are plugged in by wiring/)',
    )
    expect(wrongDirection(at('wiring/health.ts'), '@/integrations/redis')).toBeNull()
    expect(wrongDirection(at('blocks/ServiceBooking/Component.tsx'), '@/wiring/service-booking')).toBe(
      'a block imports wiring/ (it reads through data/)',
    )
    expect(wrongDirection(at('blocks/ServiceBooking/Component.tsx'), '@/data/service-booking')).toBeNull()
    expect(wrongDirection(at('blocks/HeroCarousel/Component.tsx'), '../HeroBanner/HeroCopy')).toBe("a block imports another block's folder")
    expect(wrongDirection(at('blocks/HeroCarousel/Component.tsx'), '../shared/HeroCopy')).toBeNull()
    expect(wrongDirection(at('blocks/HeroCarousel/Component.tsx'), '../types')).toBeNull()
    expect(wrongDirection(at('blocks/registry.tsx'), './HeroCarousel/Component')).toBeNull()
  })

  it('point one way', () => {
    const wrong = sourceFiles(SRC).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const rule = wrongDirection(file, specifier)
        return rule ? [`${arrow(file, specifier)}: ${rule}`] : []
      }),
    )
    expect(wrong.sort()).toEqual([])
  })

  it('leave type-only imports out of what runs', () => {
    const code = [
      "import type { A } from './a'",
      "import { type B, c } from './bc'",
      "export type { D } from './d'",
      "export { e } from './e'",
    ].join('\n')
    expect(runtimeImportsOf(code)).toEqual(['./bc', './e'])
  })

  /**
   * How many folders of src/ a newcomer opens to follow one request of each kind, today: the figures may only fall
   * (lower the ceiling with them). The layout aims at 5 (see the README's layout section).
   */
  it('keep the folders a request runs through from growing', () => {
    const ceilings: Record<string, { route: string; ceiling: number }> = {
      search: { route: 'app/api/search/route.ts', ceiling: 12 },
      'service booking': { route: 'app/api/mechmate/book/route.ts', ceiling: 14 },
      'tire hotel login': { route: 'app/api/tirehotel/authorization/login/route.ts', ceiling: 13 },
      lead: { route: 'app/api/forms/comhub/route.ts', ceiling: 17 },
    }
    const figures = Object.entries(ceilings).map(([kind, { route, ceiling }]) => ({ kind, folders: foldersOfRequest(route), ceiling }))
    for (const { kind, folders } of figures) console.info(`${kind}: ${folders.length} folders (${folders.join(', ')})`)
    expect(
      figures.filter(({ folders, ceiling }) => folders.length > ceiling).map(({ kind, folders }) => `${kind}: ${folders.join(', ')}`),
    ).toEqual([])
    expect(foldersOfRequest('app/api/search/route.ts')).toEqual(
      expect.arrayContaining(['app/api/search', 'features/car-search', 'http', 'wiring']),
    )
  })

  it('find a circle of imports, and find none in src/', () => {
    expect(
      circleOf(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a'])
    expect(
      circleOf(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toBeNull()
    expect(circleOf(importGraph())).toBeNull()
  })
})
