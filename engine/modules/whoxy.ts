/**
 * Whoxy reverse WHOIS (provider, WHOXY_API_KEY). GET
 * https://api.whoxy.com/?key=…&reverse=whois&email=… answers the domains whose WHOIS
 * records carry the address: {"status":1,"total_results","search_result":[{domain_name,
 * create_date, expiry_date, registrar_name, registrant_contact:{full_name, company_name,
 * city_name, country_name}}]}. Problems come back as HTTP 200 {"status":0,"status_reason"}.
 * Each domain becomes one record.
 *
 * Silent: a search of archived WHOIS data; nobody is contacted.
 */
import type { Outcome } from '../types.ts'
import { redact } from './_email/provider-answers.ts'
import { getWith } from './_email/one-request-check.ts'
import { sanitizeText } from './_email/sanitize.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, unrecognised } from './_shared/outcomes.ts'
import { providerModule } from './_email/provider-module.ts'

export const WHOXY_KEY = 'WHOXY_API_KEY'

interface Contact {
  full_name?: string
  company_name?: string
  city_name?: string
  state_name?: string
  country_name?: string
}

interface WhoisRecord {
  domain_name?: string
  create_date?: string
  update_date?: string
  expiry_date?: string
  domain_registered?: string
  registrar_name?: string
  registrant_contact?: Contact
}

interface ReverseAnswer {
  status?: number
  status_reason?: string
  total_results?: number
  search_result?: WhoisRecord[]
}

function failure(reason: string): Outcome {
  // "Account balance is 0 for this API key" names the key too: balance first.
  if (/balance|credit/i.test(reason)) {
    return { status: 'error', message: 'Whoxy account has no credit left' }
  }
  if (/api key/i.test(reason)) return { status: 'error', message: 'Whoxy rejected the API key' }
  if (/limit|too many/i.test(reason)) {
    return { status: 'unknown', reason: 'rate_limited', message: 'Whoxy rate limit reached' }
  }
  return {
    status: 'error',
    message: `Whoxy: ${sanitizeText(reason) ?? 'request failed'}`.slice(0, 200),
  }
}

function domainRecord(email: string, record: WhoisRecord) {
  const contact = record.registrant_contact ?? {}
  const place = [contact.city_name, contact.state_name, contact.country_name]
    .map(sanitizeText)
    .filter(Boolean)
    .join(', ')
  const domain = sanitizeText(record.domain_name)
  return buildRecord({ email, name: sanitizeText(contact.full_name), location: place }, [
    pv.str('domain', 'Domain', domain),
    pv.url(
      'website',
      'Website',
      domain && /^[a-z0-9.-]+$/i.test(domain) ? `http://${domain}` : undefined,
    ),
    pv.str('registrant_company', 'Registrant company', sanitizeText(contact.company_name)),
    pv.str('registrar', 'Registrar', sanitizeText(record.registrar_name)),
    pv.date('domain_created', 'Domain created', sanitizeText(record.create_date)),
    pv.date('domain_updated', 'WHOIS updated', sanitizeText(record.update_date)),
    pv.date('domain_expires', 'Domain expires', sanitizeText(record.expiry_date)),
    pv.bool('registered', 'Still registered', record.domain_registered === 'yes'),
  ])
}

export const whoxyModule = providerModule({
  id: 'whoxy',
  name: 'Whoxy reverse WHOIS',
  category: 'whois',
  types: ['email'],
  url: 'https://www.whoxy.com/',
  hosts: ['api.whoxy.com'],
  finding: 'record',
  needsKey: WHOXY_KEY,
  fixtures: { present: 'domains@google.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  provider: 'Whoxy',
  ask: (ctx, key) =>
    getWith(
      'https://api.whoxy.com/',
      { key, reverse: 'whois', email: ctx.query },
      { accept: 'application/json' },
    ),
  read(res, ctx, key) {
    if (res.status === 404) return unrecognised('Whoxy answer (HTTP 404)')
    const answer = res.json<ReverseAnswer>()
    // Whoxy always says how the call went; an answer without it is not Whoxy's.
    if (typeof answer.status !== 'number') return unrecognised('Whoxy answer')
    if (answer.status !== 1) return failure(redact(String(answer.status_reason ?? ''), key))
    const records = answer.search_result
    if (!Array.isArray(records)) return unrecognised('Whoxy answer (no search_result)')
    if (records.length === 0) return notFound('field search_result is empty')
    return found(
      `field search_result lists ${records.length} domain${records.length === 1 ? '' : 's'}`,
      ...records.map((record) => domainRecord(ctx.query, record)),
    )
  },
})
