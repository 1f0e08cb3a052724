/**
 * Keybase. GET https://keybase.io/_/api/1.0/user/lookup.json?usernames={u} (no key) answers
 * {"status":{"code":0},"them":[user]} for an account and {"status":{"code":0},"them":[null]}
 * for none. Usernames are letters, digits and "_" (other input gets status 100 "bad list
 * value", so it is not asked).
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { foundNamed, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { usernameModule } from './_shared/username-module.ts'

interface KeybaseUser {
  id?: string
  basics?: { username?: string; username_cased?: string; ctime?: number; mtime?: number }
  profile?: { full_name?: string; location?: string; bio?: string } | null
  pictures?: { primary?: { url?: string } } | null
  proofs_summary?: {
    all?: { proof_type?: string; nametag?: string; state?: number; service_url?: string }[]
  }
  devices?: Record<string, unknown>
}
interface KeybaseLookup {
  status?: { code?: number; name?: string; desc?: string }
  them?: (KeybaseUser | null)[]
}

export const keybaseModule = usernameModule({
  id: 'keybase',
  name: 'Keybase',
  category: 'identity',
  url: 'https://keybase.io/{}',
  hosts: ['keybase.io'],
  fixtures: { present: 'chris', absent: 'noonewouldever7' },
  names: { allowed: /^[A-Za-z0-9_]+$/, proof: 'Keybase usernames are letters, digits and "_"' },
  async run(ctx) {
    const res = await ctx.http.request(
      `https://keybase.io/_/api/1.0/user/lookup.json?${new URLSearchParams({ usernames: ctx.query })}`,
    )
    if (res.status !== 200) return unexpected(res)
    const body = res.json<KeybaseLookup>()
    if (body.status?.code !== 0 || !Array.isArray(body.them)) {
      return unrecognised(`Keybase status ${body.status?.name ?? '(none)'}`)
    }
    const user = body.them[0]
    if (user === null) return notFound('status OK, field them is [null]')
    const username = user?.basics?.username_cased ?? user?.basics?.username
    if (!user || !username) return unexpected(res, 'user object')
    const proofs = (user.proofs_summary?.all ?? []).filter((p) => p.proof_type && p.nametag)
    return foundNamed(
      'username',
      username,
      ctx.query,
      buildRecord(
        {
          name: user.profile?.full_name,
          username,
          id: user.id,
          bio: user.profile?.bio,
          location: user.profile?.location,
          picture_url: user.pictures?.primary?.url,
          profile_url: `https://keybase.io/${encodeURIComponent(username)}`,
        },
        [
          pv.date('created', 'Created', user.basics?.ctime),
          pv.date('updated', 'Updated', user.basics?.mtime),
          pv.int('proof_count', 'Proofs', proofs.length),
          pv.str(
            'proofs',
            'Proven accounts',
            proofs.map((p) => `${p.proof_type}:${p.nametag}`).join(', '),
          ),
          pv.int('devices', 'Devices', user.devices ? Object.keys(user.devices).length : undefined),
        ],
      ),
    )
  },
})
