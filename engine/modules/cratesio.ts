/**
 * crates.io. GET https://crates.io/api/v1/users/{login} (public API, no key) answers
 * {"user":{id, login, name, avatar, url}} for an account and 404 {"errors":[{"detail":
 * "Not Found"}]} for none. Logins are GitHub logins: letters, digits, "-", "_". The number
 * of crates is not read: it takes a second request by id, after the answer that decides.
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { readAccount } from './_shared/account.ts'
import { lettersDigitsDashes, usernameModule } from './_shared/username-module.ts'

interface CratesUser {
  id?: number
  login?: string
  name?: string | null
  avatar?: string | null
  url?: string | null
}

const API = 'https://crates.io/api/v1'

export const cratesioModule = usernameModule({
  id: 'cratesio',
  name: 'crates.io',
  category: 'coding',
  url: 'https://crates.io/users/{}',
  hosts: ['crates.io'],
  fixtures: { present: 'dtolnay', absent: 'noonewouldeverusethis7xq' },
  names: lettersDigitsDashes('crates.io logins'),
  async run(ctx) {
    const res = await ctx.http.request(`${API}/users/${encodeURIComponent(ctx.query)}`, {
      headers: { accept: 'application/json' },
    })
    return readAccount<CratesUser, { user?: CratesUser }>(res, ctx.query, {
      absent: 'the users API answers 404 for no such login',
      account: (body) => body.user,
      name: 'login',
      record: (user, login) =>
        buildRecord(
          {
            name: user.name,
            username: login,
            id: user.id,
            picture_url: user.avatar,
            profile_url: `https://crates.io/users/${encodeURIComponent(login)}`,
          },
          [pv.url('github', 'GitHub', user.url)],
        ),
    })
  },
})
