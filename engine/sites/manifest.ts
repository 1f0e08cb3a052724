import { readFileSync } from 'node:fs'
import { z } from 'zod'
import type { LookupModule } from '../types.ts'
import { siteManifestSchema, type SiteEntry } from './schema.ts'
import { siteModule } from './site-module.ts'

/** Facts from the MIT-licensed Sherlock and Maigret data, and our own. */
export const MANIFEST_URL = new URL('./sites.json', import.meta.url)
/** Facts from WhatsMyName, kept apart under its own licence, CC BY-SA 4.0 (ADR 018). */
export const WMN_MANIFEST_URL = new URL('./sites-wmn.json', import.meta.url)

/** Reads and validates one manifest file; an invalid one fails loudly at load, never silently. */
export function loadSiteManifest(file: URL | string = MANIFEST_URL): SiteEntry[] {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'))
  const parsed = siteManifestSchema.safeParse(raw)
  if (!parsed.success) {
    throw new Error(`${String(file)} is invalid:\n${z.prettifyError(parsed.error)}`)
  }
  return parsed.data.sites
}

/** Every manifest site, from both files; an id or a host is never in both. */
export function loadAllSites(): SiteEntry[] {
  return [...loadSiteManifest(MANIFEST_URL), ...loadSiteManifest(WMN_MANIFEST_URL)]
}

let cached: readonly LookupModule[] | undefined

/** Every manifest entry as a lookup module, built once per process. */
export function siteModules(): readonly LookupModule[] {
  cached ??= loadAllSites().map(siteModule)
  return cached
}
