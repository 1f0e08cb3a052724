import { randomBytes } from 'node:crypto'
import type { DnsResolver, UnknownReason } from '../../types.ts'

/**
 * The name server's self-test, asked beside every address check: a domain that certainly
 * publishes mail servers must resolve, and a made-up one must not. Only a resolver that
 * passes both right now may say a domain has no mail servers, or does not exist: a resolver
 * that cannot be reached, times out, or answers NXDOMAIN for everything (as a server whose
 * network is down does) would otherwise tell a paying person that Gmail does not exist.
 */

/** A domain whose mail servers are certain to exist. */
export const KNOWN_MAIL_DOMAIN = 'gmail.com'

/** A domain nobody registered: 20 random letters under .com. */
export function madeUpDomain(): string {
  const letters = [...randomBytes(20)].map((b) => String.fromCharCode(97 + (b % 26))).join('')
  return `${letters}.com`
}

export type ResolverProblem = { reason: UnknownReason; message: string }

const codeOf = (err: unknown) => String((err as { code?: unknown }).code ?? 'error')

/** Null when the resolver answered both truthfully; otherwise why it cannot be trusted. */
export async function resolverProblem(dns: DnsResolver): Promise<ResolverProblem | null> {
  const [known, madeUp] = await Promise.allSettled([
    dns.resolveMx(KNOWN_MAIL_DOMAIN),
    dns.resolveMx(madeUpDomain()),
  ])
  if (known.status === 'rejected') {
    const code = codeOf(known.reason)
    return code === 'ETIMEOUT'
      ? { reason: 'timeout', message: 'our name server did not answer in time' }
      : {
          reason: 'unreachable',
          message: `our name server is not answering right now (it could not find ${KNOWN_MAIL_DOMAIN}: ${code})`,
        }
  }
  if (!known.value.length) {
    return {
      reason: 'unreachable',
      message: `our name server is not answering truthfully (no mail servers for ${KNOWN_MAIL_DOMAIN})`,
    }
  }
  if (madeUp.status === 'fulfilled' && madeUp.value.length) {
    return {
      reason: 'unreachable',
      message: 'our name server is not answering truthfully (it answers for a made-up domain)',
    }
  }
  return null
}
