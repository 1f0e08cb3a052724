/**
 * Numverify-compatible phone validation (provider, NUMVERIFY_API_KEY). GET
 * https://apilayer.net/api/validate?access_key=…&number={digits} answers {"valid",
 * "international_format","local_format","country_code","country_name","location",
 * "carrier","line_type"}; failures come back as HTTP 200 {"success":false,"error":{"code",
 * "type","info"}}. The caller-lookup location fills `location` (the normaliser gives it
 * SPEC 9's confidence 0.7). HTTPS needs a paid plan; the free plan's answer is reported as
 * its own error rather than sending the key over plain HTTP.
 *
 * Silent: a numbering-database query; the number is never called or texted.
 */
import type { Outcome } from '../types.ts'
import { redact } from './_email/provider-answers.ts'
import { getWith } from './_email/one-request-check.ts'
import { sanitizeText } from './_email/sanitize.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, sameName, unrecognised } from './_shared/outcomes.ts'
import { providerModule } from './_email/provider-module.ts'

export const NUMVERIFY_KEY = 'NUMVERIFY_API_KEY'

interface ValidateAnswer {
  success?: boolean
  error?: { code?: number; type?: string; info?: string }
  valid?: boolean
  number?: string
  local_format?: string
  international_format?: string
  country_prefix?: string
  country_code?: string
  country_name?: string
  location?: string
  carrier?: string
  line_type?: string | null
}

/** apilayer's documented error codes. */
function failure(code: number | undefined, info: string): Outcome {
  if (code === 101 || code === 102)
    return { status: 'error', message: 'Numverify rejected the API key' }
  if (code === 104 || code === 106) {
    return { status: 'unknown', reason: 'rate_limited', message: 'Numverify rate limit reached' }
  }
  if (code === 105) return { status: 'error', message: 'Numverify plan does not allow HTTPS' }
  if (code === 210 || code === 211 || code === 310) {
    return { status: 'error', message: 'Numverify rejected the query' }
  }
  return {
    status: 'error',
    message: `Numverify: ${sanitizeText(info) ?? `error ${code ?? ''}`}`.slice(0, 200),
  }
}

/** SPEC 3's line types; Numverify's finer one is kept beside it. */
function lineType(raw: string | null | undefined): string {
  if (raw === 'mobile') return 'mobile'
  if (raw === 'landline') return 'landline'
  return 'unknown'
}

/** The number as Numverify takes it: its digits. */
const digitsOf = (query: string) => query.replace(/\D/g, '')

export const numverifyModule = providerModule({
  id: 'numverify',
  name: 'Numverify',
  category: 'phone',
  types: ['phone'],
  url: 'https://apilayer.net/',
  hosts: ['apilayer.net'],
  finding: 'caller-id',
  needsKey: NUMVERIFY_KEY,
  fixtures: { present: '+14158586273', absent: '+447700900123' },
  provider: 'Numverify',
  ask: (ctx, key) =>
    getWith(
      'https://apilayer.net/api/validate',
      { access_key: key, number: digitsOf(ctx.query) },
      { accept: 'application/json' },
    ),
  read(res, ctx, key) {
    const digits = digitsOf(ctx.query)
    if (res.status === 404) return unrecognised('Numverify answer (HTTP 404)')
    const answer = res.json<ValidateAnswer>()
    if (answer.success === false) {
      return failure(answer.error?.code, redact(String(answer.error?.info ?? ''), key))
    }
    if (typeof answer.valid !== 'boolean') return unrecognised('validation answer')
    // The answer names the number it validated: it must be the one asked.
    if (!sameName(answer.number, digits)) {
      return unrecognised('validation answer (its number is not the one asked)')
    }
    const proof = `field valid is ${answer.valid} for number '${digits}'`
    if (!answer.valid) return notFound(proof)
    const place = [answer.location, answer.country_name].map(sanitizeText).filter(Boolean)
    return found(
      proof,
      buildRecord(
        { phone: sanitizeText(answer.international_format), location: place.join(', ') },
        [
          pv.str('carrier', 'Carrier', sanitizeText(answer.carrier)),
          pv.str('line_type', 'Line type', lineType(answer.line_type)),
          pv.str('line_type_detail', 'Line type (detail)', sanitizeText(answer.line_type)),
          pv.str('country_code', 'Country code', sanitizeText(answer.country_code)),
          pv.str('country', 'Country', sanitizeText(answer.country_name)),
          pv.str('local_format', 'Local format', sanitizeText(answer.local_format)),
          pv.str('calling_code', 'Calling code', sanitizeText(answer.country_prefix)),
        ],
      ),
    )
  },
})
