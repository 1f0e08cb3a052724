/**
 * keys.openpgp.org. GET https://keys.openpgp.org/vks/v1/by-email/{email} answers the
 * ASCII-armored certificate published for the address (only addresses their owner confirmed
 * are searchable), or 404. The certificate gives the key's fingerprint, creation date and the
 * user ID with its name.
 *
 * Silent: a read from a public key directory; nobody is told about lookups.
 */
import { pathSegment } from './_email/address.ts'
import { readPublicKey, splitUserId } from './_email/openpgp-key.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { foundNamed, notFound, sameName, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const openpgpModule = emailModule({
  id: 'openpgp',
  name: 'keys.openpgp.org',
  category: 'identity',
  url: 'https://keys.openpgp.org/',
  hosts: ['keys.openpgp.org'],
  finding: 'record',
  silence:
    'A read from a public key directory, which lists only addresses their owners confirmed; nobody is told about lookups.',
  fixtures: { present: 'security@debian.org', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  async run(ctx) {
    const res = await ctx.http.request(
      `https://keys.openpgp.org/vks/v1/by-email/${pathSegment(ctx.query)}`,
      { headers: { accept: 'application/pgp-keys' } },
    )
    // VKS answers 404 when no published certificate carries a confirmed user ID for it.
    if (res.status === 404) return notFound('the key server has no certificate for the address')
    if (res.status !== 200) return unexpected(res)
    const key = readPublicKey(res.text)
    if (!key) return unrecognised('certificate')
    const owners = key.userIds.map(splitUserId)
    // The certificate must carry the address asked for in one of its user IDs.
    const owner = owners.find((id) => sameName(id.email, ctx.query)) ?? owners[0] ?? {}
    return foundNamed(
      'user ID address',
      owner.email,
      ctx.query,
      buildRecord(
        {
          email: ctx.query,
          name: owner.name,
          profile_url: `https://keys.openpgp.org/search?q=${encodeURIComponent(ctx.query)}`,
        },
        [
          pv.str('fingerprint', 'Key fingerprint', key.fingerprint),
          pv.date('key_created', 'Key created', key.created.toISOString()),
          pv.str('algorithm', 'Key algorithm', key.algorithm),
          pv.int('key_bits', 'Key size (bits)', key.bits),
          pv.str('user_ids', 'User IDs', key.userIds.join('; ')),
        ],
      ),
    )
  },
})
