/**
 * Proton Mail. GET https://api.protonmail.ch/pks/lookup?op=index&search={email} is Proton's
 * HKP key server: its machine-readable index starts "info:1:N" with N the number of keys, then
 * "pub:<fingerprint>:<algorithm>:<bits>:<created>:<expires>:" and "uid:…" lines. Every Proton
 * address has a key, so N > 0 means the address is a Proton account; "info:1:0" means not.
 *
 * Silent: a public key-server read (mail clients make it to encrypt to the address); Proton
 * tells nobody about lookups.
 */
import { splitUserId } from './_email/openpgp-key.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { foundNamed, notFound, sameName, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const ALGORITHMS: Record<string, string> = {
  '1': 'RSA',
  '17': 'DSA',
  '18': 'ECDH',
  '19': 'ECDSA',
  '22': 'EdDSA (Curve25519)',
  '27': 'Ed25519',
}

interface IndexKey {
  fingerprint: string
  algorithm: string
  bits?: number
  created?: number
}

/** The address in an index's "uid:" field (percent-escaped, "Name <address>" or bare). */
function uidAddress(field: string): string | undefined {
  let uid = field
  try {
    uid = decodeURIComponent(field)
  } catch {
    // Not escaped: read as it is.
  }
  return splitUserId(uid).email
}

function readIndex(
  text: string,
): { count: number; keys: IndexKey[]; addresses: string[] } | undefined {
  const lines = text.replace(/\r/g, '').split('\n')
  const info = /^info:1:(\d+)$/.exec(lines[0]?.trim() ?? '')
  if (!info) return undefined
  const keys = lines
    .filter((line) => line.startsWith('pub:'))
    .map((line) => {
      const [, fingerprint = '', algorithm = '', bits = '', created = ''] = line.split(':')
      return {
        fingerprint: fingerprint.toUpperCase(),
        algorithm: ALGORITHMS[algorithm] ?? `algorithm ${algorithm}`,
        bits: bits ? Number(bits) : undefined,
        created: created ? Number(created) : undefined,
      }
    })
  const addresses = lines
    .filter((line) => line.startsWith('uid:'))
    .flatMap((line) => uidAddress(line.split(':')[1] ?? '') ?? [])
  return { count: Number(info[1]), keys, addresses }
}

export const protonModule = emailModule({
  id: 'proton',
  name: 'Proton Mail',
  category: 'email',
  url: 'https://protonmail.ch/',
  hosts: ['api.protonmail.ch'],
  finding: 'record',
  silence:
    "A read of Proton's public key server, the lookup mail clients make to encrypt to an address; Proton tells nobody about it.",
  fixtures: { present: 'contact@proton.me', absent: 'zqnosuchuser7d1f9b3x@proton.me' },
  async run(ctx) {
    const params = new URLSearchParams({ op: 'index', search: ctx.query })
    const res = await ctx.http.request(`https://api.protonmail.ch/pks/lookup?${params}`, {
      headers: { accept: 'text/plain' },
    })
    // HKP answers 404 when no key matches.
    if (res.status === 404) return notFound('the key server has no key for the address')
    if (res.status !== 200) return unexpected(res)
    const index = readIndex(res.text)
    if (!index) return unrecognised('key index')
    if (index.count === 0) return notFound('the key index lists no key (info:1:0)')
    const oldest = index.keys.reduce<IndexKey | undefined>(
      (first, key) =>
        first && (first.created ?? Infinity) <= (key.created ?? Infinity) ? first : key,
      undefined,
    )
    // The keys must be published for the address asked, as one of their user IDs says.
    const address = index.addresses.find((uid) => sameName(uid, ctx.query)) ?? index.addresses[0]
    return foundNamed(
      'key user ID',
      address,
      ctx.query,
      buildRecord({ email: ctx.query }, [
        pv.date('key_created', 'Key created', oldest?.created),
        pv.str('fingerprint', 'Key fingerprint', oldest?.fingerprint),
        pv.str('algorithm', 'Key algorithm', oldest?.algorithm),
        pv.int('key_bits', 'Key size (bits)', oldest?.bits),
        pv.int('key_count', 'Published keys', index.count),
      ]),
    )
  },
})
