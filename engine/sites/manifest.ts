import { readFileSync } from 'node:fs'
import { z } from 'zod'
import type { LookupModule } from '../types.ts'
import { siteManifestSchema, type SiteEntry } from './schema.ts'
import { siteModule } from './site-module.ts'

const MANIFEST_URL = new URL('./sites.json', import.meta.url)

/** Reads and validates sites.json; an invalid manifest fails loudly at load, never silently. */
export function loadSiteManifest(): SiteEntry[] {
  const raw: unknown = JSON.parse(readFileSync(MANIFEST_URL, 'utf8'))
  const parsed = siteManifestSchema.safeParse(raw)
  if (!parsed.success) {
    throw new Error(`engine/sites/sites.json is invalid:\n${z.prettifyError(parsed.error)}`)
  }
  return parsed.data.sites
}

let cached: readonly LookupModule[] | undefined

/** Every manifest entry as a lookup module, built once per process. */
export function siteModules(): readonly LookupModule[] {
  cached ??= loadSiteManifest().map(siteModule)
  return cached
}
