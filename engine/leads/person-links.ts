/**
 * What a found profile says about the person beyond the account, added to its result: the
 * leads and links its records expose (engine/leads/) and a hash of its picture
 * (picture-hash.ts), for the report's leads and account groups.
 */
import type { EngineHttp } from '../http/client.ts'
import { extractPersonLinks } from './extract-leads.ts'
import { pictureHash } from './picture-hash.ts'
import type { LookupModule, ModuleResult, QueryType } from '../types.ts'

export interface PersonLinkContext {
  module: LookupModule
  query: string
  type: QueryType
  http: EngineHttp
  /**
   * The search's signal. Pictures are fetched only within a search, which always has one (the
   * fetch ends with it); canaries and one-off checks run without and need no picture.
   */
  signal?: AbortSignal
}

/**
 * The result with its leads, links and picture hash. Without a picture to fetch it answers in
 * the same turn, so results still stream in the order their checks finished.
 */
export function withPersonLinks(
  result: ModuleResult,
  { module, query, type, http, signal }: PersonLinkContext,
): ModuleResult | Promise<ModuleResult> {
  // A local check describes the query itself: nothing in it is about a person's accounts.
  if (module.local) return result
  const records = result.spec_format ?? []
  const { leads, links } = extractPersonLinks(records, { query, type, module })
  const linked = {
    ...result,
    ...(leads.length ? { leads } : {}),
    ...(links.length ? { links } : {}),
  }
  const picture = records.find((r) => r.picture_url)?.picture_url?.value
  if (!signal || typeof picture !== 'string') return linked
  return pictureHash(picture, module, http, signal).then((hash) =>
    hash ? { ...linked, picture_sha256: hash } : linked,
  )
}
