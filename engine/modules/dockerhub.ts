/**
 * Docker Hub. GET https://hub.docker.com/v2/users/{u}/ (public, no key) answers the user
 * ({id, username, full_name, location, company, date_joined, gravatar_url, type}) or 404
 * {"message":"User not found","errinfo":{}}. Docker IDs are lower case, so the query is too.
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { readAccount } from './_shared/account.ts'
import { notOnlyDots, usernameModule } from './_shared/username-module.ts'

interface DockerUser {
  id?: string
  uuid?: string
  username?: string
  full_name?: string
  location?: string
  company?: string
  profile_url?: string
  date_joined?: string
  gravatar_url?: string
  type?: string
}

export const dockerhubModule = usernameModule({
  id: 'dockerhub',
  name: 'Docker Hub',
  category: 'coding',
  url: 'https://hub.docker.com/u/{}',
  hosts: ['hub.docker.com'],
  fixtures: { present: 'bitnami', absent: 'noonewouldeverusethis7xq' },
  names: notOnlyDots('Docker IDs'),
  async run(ctx) {
    const id = encodeURIComponent(ctx.query.toLowerCase())
    const res = await ctx.http.request(`https://hub.docker.com/v2/users/${id}/`, {
      headers: { accept: 'application/json' },
    })
    return readAccount<DockerUser>(res, ctx.query, {
      absent: 'the users API answers 404 for no such Docker ID',
      name: 'username',
      record: (user, username) =>
        buildRecord(
          {
            name: user.full_name,
            username,
            id: user.id ?? user.uuid,
            location: user.location,
            picture_url: user.gravatar_url,
            profile_url: `https://hub.docker.com/u/${encodeURIComponent(username)}`,
          },
          [
            pv.date('joined', 'Joined', user.date_joined),
            pv.str('company', 'Company', user.company),
            pv.url('website', 'Website', user.profile_url),
            pv.str('account_type', 'Account type', user.type),
          ],
        ),
    })
  },
})
