import { readFileSync } from 'node:fs'
import { Cleanup, isAccountFinding } from '../../shared/cleanup.ts'
import type { LookupModule } from '../types.ts'

/** What a service's entry holds: the cleanup without its name, which is the entry's key. */
export type ServiceCleanup = Omit<Cleanup, 'service'>

/** engine/platform-facts/cleanup.json, as scripts/cleanup/generate.ts writes it. */
export interface CleanupData {
  /** JustDeleteMe's services that cover a platform of ours, by their name. */
  services: Record<string, ServiceCleanup>
  /** Module id → the service whose deletion guide applies to its accounts. */
  platforms: Record<string, string>
}

export const CLEANUP_DATA_URL = new URL('./cleanup.json', import.meta.url)

/** Reads the committed data; an entry that breaks the contract fails loudly at load. */
export function loadCleanupData(file: URL | string = CLEANUP_DATA_URL): Map<string, Cleanup> {
  const data = JSON.parse(readFileSync(file, 'utf8')) as CleanupData
  const byModule = new Map<string, Cleanup>()
  for (const [id, service] of Object.entries(data.platforms)) {
    const entry = data.services[service]
    if (!entry) throw new Error(`${String(file)}: ${id} names the unknown service ${service}`)
    byModule.set(id, Cleanup.parse({ service, ...entry }))
  }
  return byModule
}

const CLEANUP = loadCleanupData()

/**
 * How to delete an account on a module's platform, or make it private: the module's own word,
 * else JustDeleteMe's guide for the platform's domain (see docs/cleanup.md); undefined when
 * neither knows.
 */
export function cleanupOf(module: Pick<LookupModule, 'id' | 'cleanup'>): Cleanup | undefined {
  return module.cleanup ?? CLEANUP.get(module.id)
}

/** What a found result of the module carries: the guide, for accounts someone could delete. */
export function foundCleanup(
  module: Pick<LookupModule, 'id' | 'cleanup' | 'finding' | 'kind' | 'local'>,
): { cleanup?: Cleanup } {
  if (module.kind === 'provider' || module.local || !isAccountFinding(module.finding)) return {}
  const cleanup = cleanupOf(module)
  return cleanup ? { cleanup } : {}
}
