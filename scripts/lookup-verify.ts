/**
 * `npm run lookup -- verify report.json [--key URL|FILE]`: whether a report export is exactly
 * what a deployment produced. The key is the public JWK that `--key` names (an https address
 * or a file), or by default the one served by the deployment the report names, at its
 * /.well-known/report-signing-key: the answer then says which deployment vouches for it.
 */
import { readFile } from 'node:fs/promises'
import { SIGNING_KEY_PATH } from '../shared/report-export.ts'
import {
  verifyReport,
  verifyingKey,
  type VerifyingKey,
} from '../server/reports/report-signature.ts'
import { printable } from './lookup-text.ts'

/** Plain http only to this machine (a development deployment); anything else needs https. */
function usableKeyUrl(raw: string): URL | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  return url.protocol === 'https:' || (url.protocol === 'http:' && loopback) ? url : null
}

async function keyFrom(
  source: string,
  fetcher: typeof fetch,
): Promise<{ key: VerifyingKey; from: string }> {
  const url = /^https?:\/\//i.test(source) ? usableKeyUrl(source) : undefined
  if (url === null) throw new Error(`the key address must be https: ${source}`)
  let jwk: unknown
  if (url) {
    const res = await fetcher(url, {
      headers: { accept: 'application/jwk+json, application/json' },
    })
    if (!res.ok) throw new Error(`${url.href} answered HTTP ${res.status}`)
    jwk = await res.json()
  } else {
    jwk = JSON.parse(await readFile(source, 'utf8')) as unknown
  }
  return { key: verifyingKey(jwk), from: url ? url.href : source }
}

export interface VerifyOutcome {
  exact: boolean
  lines: string[]
}

/** Verifies the file; never throws for a bad file or key, it says why instead. */
export async function verifyFile(
  file: string,
  options: { key?: string; fetch?: typeof fetch } = {},
): Promise<VerifyOutcome> {
  const fail = (line: string): VerifyOutcome => ({ exact: false, lines: [line] })
  let document: unknown
  try {
    document = JSON.parse(await readFile(file, 'utf8')) as unknown
  } catch (err) {
    return fail(`NOT VERIFIED: ${file} is not a readable JSON file (${(err as Error).message})`)
  }
  const doc = (document ?? {}) as Record<string, unknown>
  const deployment = typeof doc.deployment === 'string' ? doc.deployment : undefined
  const source = options.key ?? (deployment ? `${deployment}${SIGNING_KEY_PATH}` : undefined)
  if (!source) return fail('NOT VERIFIED: the report names no deployment; give its key with --key')
  let key: Awaited<ReturnType<typeof keyFrom>>
  try {
    key = await keyFrom(source, options.fetch ?? fetch)
  } catch (err) {
    return fail(`NOT VERIFIED: no key from ${printable(source)} (${(err as Error).message})`)
  }
  const checked = verifyReport(document, key.key)
  const against = `checked against the key from ${printable(key.from)}`
  if (checked.verdict !== 'exact')
    return fail(`NOT VERIFIED (${checked.verdict}): ${checked.why}; ${against}`)
  const made = typeof doc.completed_at === 'string' ? `searched ${doc.completed_at}, ` : ''
  return {
    exact: true,
    lines: [
      `EXACT: this report is exactly what ${printable(deployment ?? key.from)} produced ` +
        `(${made}signed ${checked.signedAt}); ${against}`,
    ],
  }
}
