/**
 * The address itself: its syntax, its domain's MX records (through ctx.dns), and whether the
 * domain is a throwaway-mailbox service. Found means the domain accepts mail (it publishes
 * MX records, and not RFC 7505's "null MX"); not found means no mail can reach the address.
 *
 * Silent: DNS questions about the domain only; no mail server is contacted, nothing is sent.
 * A negative answer counts only when the resolver passes its self-test beside it
 * (resolver-check.ts): a resolver outage is "couldn't tell", never "no such domain".
 */
import { parseAddress } from './_email/address.ts'
import { isDisposableDomain } from './_email/disposable-domains.ts'
import { isFreeProvider, isRoleAddress, mailProviderOf } from './_email/mail-providers.ts'
import { resolverProblem } from './_email/resolver-check.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

/** Resolver answers that mean "this domain publishes no MX", not "we could not ask". */
const NO_MX_CODES = new Set(['ENOTFOUND', 'ENODATA', 'ENOTIMP'])

export const emailAddressModule = emailModule({
  id: 'email-address',
  name: 'Email address',
  category: 'email',
  url: '',
  hosts: [],
  finding: 'record',
  // DNS about the domain is information about the address, not an account on a platform.
  local: true,
  silence:
    "Only DNS questions about the address's domain (its MX records); no mail server is contacted and nothing is sent.",
  fixtures: { present: 'test@gmail.com', absent: 'someone@nonexistent-domain-7d1f9b3x.com' },
  async run(ctx) {
    const parts = parseAddress(ctx.query)
    if (!parts) return { status: 'error', message: 'not a valid email address' }
    // The resolver proves itself beside the question: a fact only from one that works now.
    const [answer, problem] = await Promise.all([
      ctx.dns.resolveMx(parts.domain).then(
        (records) => ({ records }),
        (err: unknown) => ({ code: String((err as { code?: string }).code ?? '') }),
      ),
      resolverProblem(ctx.dns),
    ])
    if (problem) return { status: 'unknown', ...problem }
    let records: { exchange: string; priority: number }[]
    let absence = `${parts.domain} publishes no MX record`
    if ('code' in answer) {
      const { code } = answer
      if (code === 'ETIMEOUT') {
        return { status: 'unknown', reason: 'timeout', message: 'DNS did not answer in time' }
      }
      if (!NO_MX_CODES.has(code)) {
        return {
          status: 'unknown',
          reason: 'unreachable',
          message: `our name server could not look up ${parts.domain} (${code || 'error'})`,
        }
      }
      if (code === 'ENOTFOUND') absence = `${parts.domain} does not exist in DNS`
      records = []
    } else records = answer.records
    const exchanges = [...records]
      .sort((a, b) => a.priority - b.priority)
      .map((record) => record.exchange.replace(/\.$/, ''))
      .filter((exchange) => exchange !== '')
    if (exchanges.length === 0) {
      return notFound(
        records.length > 0 ? `${parts.domain} publishes a null MX: it accepts no mail` : absence,
      )
    }
    return found(
      `${parts.domain} publishes MX records (${exchanges.join(', ')})`,
      buildRecord({ email: ctx.query }, [
        pv.str('domain', 'Domain', parts.domain),
        pv.str('mx_records', 'Mail servers (MX)', exchanges.join(', ')),
        pv.str('mail_provider', 'Mail provider', mailProviderOf(exchanges)),
        pv.bool('disposable', 'Disposable address', isDisposableDomain(parts.domain)),
        pv.bool('free_provider', 'Free mail provider', isFreeProvider(parts.domain)),
        pv.bool('role_address', 'Role address', isRoleAddress(parts.local)),
      ]),
    )
  },
})
