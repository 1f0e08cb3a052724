import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * `npm ci` refuses a lock file that lacks an entry for any optional dependency, even one built
 * for another platform. A registry mirror that only carries this platform's binaries makes
 * `npm install` drop those entries silently, and the next clean install then fails: this
 * catches it before a clean machine does.
 */
interface LockedPackage {
  optionalDependencies?: Record<string, string>
}

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, LockedPackage>
}

/** Where npm would resolve `name` from the package at `path`: its own node_modules, then up. */
function resolves(path: string, name: string): boolean {
  let dir = path
  for (;;) {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true
    const at = dir.lastIndexOf('/node_modules/')
    if (dir === '') return false
    dir = at === -1 ? '' : dir.slice(0, at)
  }
}

describe('package-lock.json', () => {
  it('has an entry for every optional dependency of every locked package', () => {
    const missing: string[] = []
    for (const [path, pkg] of Object.entries(lock.packages)) {
      for (const name of Object.keys(pkg.optionalDependencies ?? {})) {
        if (!resolves(path, name)) missing.push(`${path || '(root)'} → ${name}`)
      }
    }
    expect(missing).toEqual([])
  })
})
