import { describe, expect, it } from 'vitest'
import { emailAddressModule } from './email-address.ts'
import { parseAddress } from './_email/address.ts'
import { disposableDomainCount, isDisposableDomain } from './_email/disposable-domains.ts'
import { ADDRESS } from './_email/testing.ts'
import { flat, requested, usePlatforms } from './_shared/testing.ts'
import type { DnsResolver } from '../types.ts'
import { createHttpClient } from '../http/client.ts'
import { runModule } from '../run-module.ts'
import { startFakeDns } from '../testing/fake-dns.ts'

const platform = usePlatforms()

const GMAIL_MX = [{ exchange: 'gmail-smtp-in.l.google.com', priority: 5 }]

/**
 * A resolver answering from a table; a string entry is the error code it fails with. Like a
 * working resolver it knows gmail.com (the self-test's known domain) unless told otherwise.
 */
function fakeDns(answers: Record<string, { exchange: string; priority: number }[] | string>) {
  const asked: string[] = []
  const table: typeof answers = { 'gmail.com': GMAIL_MX, ...answers }
  const dns: DnsResolver = {
    async resolveMx(domain) {
      asked.push(domain)
      const answer = table[domain]
      if (answer === undefined || typeof answer === 'string') {
        throw Object.assign(new Error(`queryMx ${answer ?? 'ENOTFOUND'} ${domain}`), {
          code: answer ?? 'ENOTFOUND',
        })
      }
      return answer
    },
  }
  return { dns, asked }
}

const GOOGLE_MX = [
  { exchange: 'alt1.aspmx.l.google.com', priority: 5 },
  { exchange: 'aspmx.l.google.com', priority: 1 },
]

async function check(query: string, dns: DnsResolver) {
  const p = platform()
  const result = await p.run(emailAddressModule, query, 'email', { dns })
  return { result, requests: requested(p) }
}

describe('email-address', () => {
  it('reads a domain with MX records as found, with its mail setup', async () => {
    const { dns, asked } = fakeDns({ 'example.com': GOOGLE_MX })
    const { result, requests } = await check(ADDRESS, dns)
    expect(result).toMatchObject({ status: 'found', local: true })
    // Decided by DNS alone: the evidence names no request.
    expect(result.evidence).toEqual({
      signal: 'example.com publishes MX records (aspmx.l.google.com, alt1.aspmx.l.google.com)',
      summary:
        'No request: example.com publishes MX records (aspmx.l.google.com, alt1.aspmx.l.google.com)',
    })
    expect(flat(result)).toEqual({
      email: ADDRESS,
      domain: 'example.com',
      mx_records: 'aspmx.l.google.com, alt1.aspmx.l.google.com',
      mail_provider: 'Google (Gmail / Workspace)',
      disposable: false,
      free_provider: false,
      role_address: false,
    })
    // DNS only: the domain and the resolver's self-test; no HTTP request, no mail server.
    expect(asked).toEqual(['example.com', 'gmail.com', expect.stringMatching(/^[a-z]{20}\.com$/)])
    expect(requests).toEqual([])
  })

  it('reads a domain that does not exist as not_found', async () => {
    const { dns } = fakeDns({})
    const { result } = await check('ada@nonexistent-domain-7d1f9b3x.com', dns)
    expect(result).toMatchObject({ status: 'not_found', local: true })
    expect(result.evidence?.summary).toBe(
      'No request: nonexistent-domain-7d1f9b3x.com does not exist in DNS',
    )
  })

  it('reads a domain without MX records as not_found', async () => {
    const { dns } = fakeDns({ 'example.com': 'ENODATA' })
    const { result } = await check(ADDRESS, dns)
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe('No request: example.com publishes no MX record')
  })

  it('reads a null MX (RFC 7505) as not_found', async () => {
    const { dns } = fakeDns({ 'example.com': [{ exchange: '', priority: 0 }] })
    const { result } = await check(ADDRESS, dns)
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'No request: example.com publishes a null MX: it accepts no mail',
    )
  })

  it('reports a DNS timeout as unknown (timeout), never as a verdict', async () => {
    const { dns } = fakeDns({ 'example.com': 'ETIMEOUT' })
    expect((await check(ADDRESS, dns)).result).toMatchObject({
      status: 'unknown',
      reason: 'timeout',
    })
  })

  it('reports a failing lookup as unknown (unreachable), never as a verdict', async () => {
    const { dns } = fakeDns({ 'example.com': 'ESERVFAIL' })
    expect((await check(ADDRESS, dns)).result).toMatchObject({
      status: 'unknown',
      reason: 'unreachable',
      message: 'our name server could not look up example.com (ESERVFAIL)',
    })
  })

  describe('a resolver that fails its self-test tells no fact', () => {
    it.each([
      ['denies every name (a server whose network is down)', { 'gmail.com': 'ENOTFOUND' }],
      ['refuses', { 'gmail.com': 'ECONNREFUSED', 'example.com': 'ECONNREFUSED' }],
      ['finds no mail servers for gmail.com', { 'gmail.com': [] }],
    ])('one that %s', async (_, answers) => {
      const { dns } = fakeDns(answers)
      const { result } = await check(ADDRESS, dns)
      expect(result).toMatchObject({ status: 'unknown', reason: 'unreachable' })
      expect(result.message).toMatch(/our name server is not answering/)
      expect(result.evidence).toBeUndefined()
    })

    it('one that answers for a made-up domain', async () => {
      const liar: DnsResolver = { resolveMx: async () => GMAIL_MX }
      const { result } = await check(ADDRESS, liar)
      expect(result).toMatchObject({ status: 'unknown', reason: 'unreachable' })
      expect(result.message).toMatch(/answers for a made-up domain/)
    })

    it('one that times out on the known domain', async () => {
      const { dns } = fakeDns({ 'gmail.com': 'ETIMEOUT' })
      expect((await check('ada@nonexistent-domain-7d1f9b3x.com', dns)).result).toMatchObject({
        status: 'unknown',
        reason: 'timeout',
      })
    })
  })

  it('flags throwaway mailboxes, free providers and role addresses', async () => {
    const { dns } = fakeDns({
      'mailinator.com': [{ exchange: 'mail.mailinator.com', priority: 1 }],
    })
    expect(flat((await check('ada@mailinator.com', dns)).result)).toMatchObject({
      disposable: true,
    })
    expect(flat((await check('support@gmail.com', dns)).result)).toMatchObject({
      disposable: false,
      free_provider: true,
      role_address: true,
    })
  })

  it('reports a malformed address as an error without asking DNS', async () => {
    const { dns, asked } = fakeDns({})
    expect((await check('ada@@example.com', dns)).result.status).toBe('error')
    expect(asked).toEqual([])
  })
})

describe('email-address on the engine', () => {
  it("asks the engine's own name servers (LOOKUP_DNS_SERVERS), not the system's", async () => {
    const mx = (exchange: string) => ({ mx: [{ exchange, priority: 10 }] })
    const fake = await startFakeDns({
      answer: (name) =>
        ({ 'gmail.com': mx('gmail-smtp-in.l.google.com'), 'example.com': mx('mx.example.com') })[
          name
        ],
    })
    const http = createHttpClient({ dnsServers: [fake.server] })
    try {
      const result = await runModule({
        module: emailAddressModule,
        query: ADDRESS,
        type: 'email',
        http,
      })
      expect(result).toMatchObject({
        status: 'found',
        evidence: { signal: expect.stringContaining('mx.example.com') },
      })
      expect(fake.questions).toEqual(
        expect.arrayContaining([
          'example.com',
          'gmail.com',
          expect.stringMatching(/^[a-z]{20}\.com$/),
        ]),
      )
    } finally {
      await http.close()
      await fake.close()
    }
  })
})

describe('address syntax', () => {
  it.each(['ada@example.com', 'ada.lovelace+tag@mail.example.co.uk', "o'brien@example.ie"])(
    'accepts %s',
    (address) => expect(parseAddress(address)).toBeDefined(),
  )
  it.each([
    'ada',
    '@example.com',
    'ada@',
    'ada@example',
    'a..b@example.com',
    'ada@-example.com',
    'ada@example.123',
    'a b@example.com',
  ])('rejects %s', (address) => expect(parseAddress(address)).toBeUndefined())
})

describe('disposable domains', () => {
  it('knows the common throwaway services, their subdomains, and not ordinary domains', () => {
    expect(disposableDomainCount()).toBeGreaterThanOrEqual(100_000)
    expect(isDisposableDomain('guerrillamail.com')).toBe(true)
    expect(isDisposableDomain('YOPMAIL.COM')).toBe(true)
    expect(isDisposableDomain('inbox.mailinator.com')).toBe(true)
    expect(isDisposableDomain('gmail.com')).toBe(false)
    expect(isDisposableDomain('notmailinator.com.example')).toBe(false)
  })

  it('knows the long tail of throwaway services, beyond the few everyone has heard of', () => {
    for (const domain of ['33mail.com', 'generator.email', 'mail7.io', '0-mail.com']) {
      expect(isDisposableDomain(domain), domain).toBe(true)
    }
  })

  it('counts every subdomain of a service that hands one to each user, and only of those', () => {
    expect(isDisposableDomain('ada.33mail.com')).toBe(true)
    expect(isDisposableDomain('ada.dropmail.me.')).toBe(true)
    // Only the services the list marks as wildcards hand out subdomains.
    expect(isDisposableDomain('mail.guerrillamail.com')).toBe(false)
    for (const domain of ['outlook.com', 'proton.me', 'example.co.uk', 'mail.example.com']) {
      expect(isDisposableDomain(domain), domain).toBe(false)
    }
  })
})
