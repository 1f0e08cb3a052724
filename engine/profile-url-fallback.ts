import { QueryNotPlaceableError, fillUrl } from './sites/url-template.ts'
import type { LookupModule, QueryType, SpecRecord } from './types.ts'

/**
 * SPEC 5: a profile's address comes from its data, else from the platform's own address
 * template with the username. A code module that found a profile but read no address from
 * the platform gets the one its template gives, so every surface (the report, the exports,
 * the CLI) links to the account instead of to nothing.
 *
 * Only for a username found on the platform itself: a provider relays other platforms'
 * accounts, and an email or a phone number is not what a profile address holds.
 */
export function withProfileAddress(
  records: SpecRecord[],
  module: LookupModule,
  query: string,
  type: QueryType,
): SpecRecord[] {
  if (type !== 'username' || module.kind !== 'module' || !module.url.includes('{}')) return records
  if (module.finding !== undefined && module.finding !== 'profile') return records
  let address: string
  try {
    address = fillUrl(module.url, query)
  } catch (err) {
    if (err instanceof QueryNotPlaceableError) return records
    throw err
  }
  return records.map((record) =>
    record.profile_url
      ? record
      : { ...record, profile_url: { value: address, type: 'url', proper_key: 'Profile URL' } },
  )
}
