/**
 * npm. GET https://www.npmjs.com/~{u} with the header "x-spiferack: 1" makes the website
 * answer its page data as JSON ({scope: {id, type, parent: {name, avatars, resource}},
 * packages: {total, objects}}); an unknown user answers 404. The registry's maintainer
 * search is not used: it misses users who publish nothing. npm usernames are lower case.
 */
import type { LookupModule } from '../types.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { foundNamed, notFound, unexpected } from './_shared/outcomes.ts'

interface NpmUserPage {
  scope?: {
    id?: number
    type?: string
    name?: string
    created?: { ts?: number }
    parent?: {
      name?: string
      avatars?: { small?: string; medium?: string; large?: string }
      resource?: { fullname?: string; github?: string; twitter?: string }
    }
  }
  packages?: { total?: number }
}

const SITE = 'https://www.npmjs.com'

export const npmModule: LookupModule = {
  id: 'npm',
  name: 'npm',
  category: 'coding',
  types: ['username'],
  url: 'https://www.npmjs.com/~{}',
  hosts: ['www.npmjs.com'],
  kind: 'module',
  fixtures: { present: 'sindresorhus', absent: 'noonewouldeverusethis7xq' },
  async run(ctx) {
    const username = ctx.query.toLowerCase()
    const res = await ctx.http.request(`${SITE}/~${encodeURIComponent(username)}`, {
      headers: { 'x-spiferack': '1', accept: 'application/json' },
    })
    if (res.status === 404) return notFound('the user page answers 404 for no such user')
    if (res.status !== 200) return unexpected(res)
    const page = res.json<NpmUserPage>()
    const user = page.scope?.parent
    if (!user?.name) return unexpected(res, 'user page data')
    const avatar = user.avatars?.large ?? user.avatars?.medium
    return foundNamed(
      'name',
      user.name,
      username,
      buildRecord(
        {
          name: user.resource?.fullname,
          username: user.name,
          id: page.scope?.id,
          picture_url: avatar ? new URL(avatar, SITE).toString() : undefined,
          profile_url: `${SITE}/~${encodeURIComponent(user.name)}`,
        },
        [
          pv.int('packages', 'Packages', page.packages?.total),
          pv.str('github', 'GitHub', user.resource?.github),
          pv.str('twitter', 'Twitter', user.resource?.twitter),
        ],
      ),
    )
  },
}
