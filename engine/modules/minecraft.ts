/**
 * Minecraft (Java Edition). GET https://api.mojang.com/users/profiles/minecraft/{u} (Mojang,
 * no key) answers {"id": uuid-without-dashes, "name"} for a taken name and 404 {"errorMessage":
 * "Couldn't find any profile with name x"} (formerly 204 with no body) for a free one. A 400
 * "Invalid profile name" is Mojang saying no account can have that name.
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { foundNamed, notFound, unexpected } from './_shared/outcomes.ts'
import { notOnlyDots, usernameModule } from './_shared/username-module.ts'

interface MojangProfile {
  id?: string
  name?: string
  legacy?: boolean
  demo?: boolean
  errorMessage?: string
}

const dashed = (id: string) =>
  /^[0-9a-f]{32}$/i.test(id)
    ? `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`
    : id

export const minecraftModule = usernameModule({
  id: 'minecraft',
  name: 'Minecraft',
  category: 'gaming',
  // Mojang has no profile pages: the base URL is the API's own answer, and found records
  // link to the NameMC page people use instead.
  url: 'https://api.mojang.com/users/profiles/minecraft/{}',
  hosts: ['api.mojang.com'],
  fixtures: { present: 'Notch', absent: 'noonewouldev7xq' },
  names: notOnlyDots('Minecraft names'),
  async run(ctx) {
    const res = await ctx.http.request(
      `https://api.mojang.com/users/profiles/minecraft/${encodeURIComponent(ctx.query)}`,
    )
    if (res.status === 404) return notFound('the profiles API answers 404 for no such name')
    if (res.status === 204) {
      return notFound('the profiles API answers 204, its former answer for no such name')
    }
    if (res.status === 400) {
      const err = res.json<MojangProfile>()
      if (/invalid profile name/i.test(err.errorMessage ?? '')) {
        return notFound(
          `errorMessage '${err.errorMessage?.slice(0, 120)}': no account can have the name`,
        )
      }
      return unexpected(res)
    }
    if (res.status !== 200) return unexpected(res)
    const profile = res.json<MojangProfile>()
    if (!profile.id || !profile.name) return unexpected(res, 'profile')
    return foundNamed(
      'name',
      profile.name,
      ctx.query,
      buildRecord(
        {
          username: profile.name,
          id: dashed(profile.id),
          profile_url: `https://namemc.com/profile/${encodeURIComponent(profile.name)}`,
        },
        [
          pv.bool('legacy', 'Legacy account', profile.legacy),
          pv.bool('demo', 'Demo', profile.demo),
        ],
      ),
    )
  },
})
