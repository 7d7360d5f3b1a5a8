import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * What the browser downloads on every page: the modules marked 'use client' and everything they import. The
 * validation library is for the server's boundaries (zod parses bodies, feeds and the environment there); the
 * browser forms check the same rules from src/features/leads/form-rules.ts, so no page ships 120 KB of it. Nor is
 * any of Node.js's own modules: the bundler answers `node:crypto` in the browser with a 137 KB (gzip) stand-in.
 */
const SRC = path.resolve(import.meta.dirname, '..')
const SERVER_ONLY_PACKAGES = ['zod', 'payload', '@payloadcms/db-sqlite', '@payloadcms/db-postgres', 'libsql', 'nodemailer', 'pino', 'sharp']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
  })
}

const isClientModule = (text: string) => /^\s*(['"])use client\1/.test(text.replace(/^(\s*\/\/.*\n|\s*\/\*[\s\S]*?\*\/\s*)*/, ''))

/** The modules a file imports at run time (type-only imports are left out: they are gone after compiling). */
function runtimeImports(text: string): string[] {
  const specifiers: string[] = []
  for (const match of text.matchAll(/^\s*import\s+(type\s+)?([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    if (!match[1]) specifiers.push(match[3]!)
  }
  for (const match of text.matchAll(/^\s*export\s+(type\s+)?(?:\*|\{[^}]*\})\s+from\s+['"]([^'"]+)['"]/gm)) {
    if (!match[1]) specifiers.push(match[2]!)
  }
  for (const match of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) specifiers.push(match[1]!)
  return specifiers
}

const isNodeBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!)

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/** Every server-only package reachable from a client module, with the chain of imports that reaches it. */
function serverOnlyReach(): string[] {
  const found: string[] = []
  const files = sourceFiles(SRC)
  for (const entry of files.filter((file) => isClientModule(readFileSync(file, 'utf8')))) {
    const seen = new Set<string>([entry])
    const queue: Array<{ file: string; chain: string[] }> = [{ file: entry, chain: [path.relative(SRC, entry)] }]
    while (queue.length > 0) {
      const { file, chain } = queue.shift()!
      for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
        const packageName =
          specifier.startsWith('@') && !specifier.startsWith('@/') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!
        if (SERVER_ONLY_PACKAGES.includes(packageName) || isNodeBuiltin(specifier)) {
          found.push(`${[...chain, specifier].join(' → ')}`)
          continue
        }
        const local = resolveLocal(file, specifier)
        if (local && !seen.has(local)) {
          seen.add(local)
          queue.push({ file: local, chain: [...chain, path.relative(SRC, local)] })
        }
      }
    }
  }
  return found
}

describe('browser code', () => {
  it('imports no server-only package or Node.js module, directly or through another module', () => {
    expect(serverOnlyReach()).toEqual([])
  })

  it('the check sees an import chain that reaches one', () => {
    expect(runtimeImports("import { z } from 'zod'\nimport type { Payload } from 'payload'\nexport * from './rules'")).toEqual([
      'zod',
      './rules',
    ])
    expect(['node:crypto', 'crypto', 'fs/promises', 'react'].map(isNodeBuiltin)).toEqual([true, true, true, false])
  })
})
