import type { HttpResponse, Outcome } from '../../types.ts'

/**
 * How a paid data provider's HTTP errors become that module's result: a bad query, a bad key
 * or an empty balance is the provider's error, a quota is unknown (rate_limited), an outage
 * is an error. None of them fails the search. Returns undefined for statuses the module reads
 * itself (2xx, and 404 where it means "nothing found").
 */
export function providerErrorOutcome(provider: string, res: HttpResponse): Outcome | undefined {
  const status = res.status
  if ((status >= 200 && status < 300) || status === 404) return undefined
  if (status === 429) {
    return { status: 'unknown', reason: 'rate_limited', message: `${provider} rate limit reached` }
  }
  if (status === 400 || status === 422) {
    return { status: 'error', message: `${provider} rejected the query (HTTP ${status})` }
  }
  if (status === 401 || status === 403) {
    return { status: 'error', message: `${provider} rejected the API key (HTTP ${status})` }
  }
  if (status === 402) {
    return { status: 'error', message: `${provider} account has no credit left (HTTP 402)` }
  }
  if (status >= 500) {
    return { status: 'error', message: `${provider} is unavailable (HTTP ${status})` }
  }
  return { status: 'error', message: `unexpected answer from ${provider} (HTTP ${status})` }
}

/**
 * Runs a provider call so that its API key can never leave in an error message: any thrown
 * message has the key (raw or URL-encoded) replaced before the runner reports it.
 */
export async function withKeyRedacted<T>(key: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (err) {
    if (err instanceof Error) err.message = redact(err.message, key)
    throw err
  }
}

export function redact(text: string, key: string): string {
  if (!key) return text
  return text.split(key).join('[redacted]').split(encodeURIComponent(key)).join('[redacted]')
}
