import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The layout's rules that an import can break: product code never reaches into the demo's scripts or the
 * benchmarks, and domain code (a feature outside its ui/ folder, an integration) stays free of React and
 * Next.js, so it runs and is tested without either.
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

const SPECIFIER = /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire\(\s*['"]([^'"]+)['"]\s*\)/g

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
    const inside = path.relative(ROOT, target).split(path.sep)[0]
    if (inside === 'scripts' || inside === 'bench') return `product code imports ${inside}/`
    return null
  }
  const relative = path.relative(SRC, file).split(path.sep)
  const domain = (relative[0] === 'features' && !relative.slice(2).includes('ui')) || relative[0] === 'integrations'
  if (domain && REACT_OR_NEXT.test(specifier)) return 'domain code imports React or Next.js'
  return null
}

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
})
