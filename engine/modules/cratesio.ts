/**
 * crates.io. GET https://crates.io/api/v1/users/{login} (public API, no key) answers
 * {"user":{id, login, name, avatar, url}} for an account and 404 {"errors":[{"detail":
 * "Not Found"}]} for none. GET /api/v1/crates?user_id={id}&per_page=1 adds the number of
 * crates (meta.total); it is optional. Logins are GitHub logins: letters, digits, "-", "_".
 */
import type { LookupModule, ModuleContext } from '../types.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { NOT_FOUND, found, unexpected } from './_shared/outcomes.ts'

interface CratesUser {
  id?: number
  login?: string
  name?: string | null
  avatar?: string | null
  url?: string | null
}

const API = 'https://crates.io/api/v1'

async function crateCount(ctx: ModuleContext, id: number): Promise<number | undefined> {
  try {
    const res = await ctx.http.request(
      `${API}/crates?${new URLSearchParams({ user_id: String(id), per_page: '1' })}`,
    )
    return res.status === 200 ? res.json<{ meta?: { total?: number } }>().meta?.total : undefined
  } catch {
    // The count is an extra; the verdict already stands.
    return undefined
  }
}

export const cratesioModule: LookupModule = {
  id: 'cratesio',
  name: 'crates.io',
  category: 'coding',
  types: ['username'],
  url: 'https://crates.io/users/{}',
  hosts: ['crates.io'],
  kind: 'module',
  fixtures: { present: 'dtolnay', absent: 'noonewouldeverusethis7xq' },
  async run(ctx) {
    if (!/^[A-Za-z0-9_-]+$/.test(ctx.query)) return NOT_FOUND
    const res = await ctx.http.request(`${API}/users/${encodeURIComponent(ctx.query)}`, {
      headers: { accept: 'application/json' },
    })
    if (res.status === 404) return NOT_FOUND
    if (res.status !== 200) return unexpected(res)
    const user = res.json<{ user?: CratesUser }>().user
    if (!user?.login || user.id === undefined) return unexpected(res, 'user object')
    return found(
      buildRecord(
        {
          name: user.name,
          username: user.login,
          id: user.id,
          picture_url: user.avatar,
          profile_url: `https://crates.io/users/${encodeURIComponent(user.login)}`,
        },
        [
          pv.int('crates', 'Crates', await crateCount(ctx, user.id)),
          pv.url('github', 'GitHub', user.url),
        ],
      ),
    )
  },
}
