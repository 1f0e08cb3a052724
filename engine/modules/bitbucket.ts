/**
 * Bitbucket. GET https://api.bitbucket.org/2.0/workspaces/{u} (REST 2.0, no key; every
 * account has a workspace of the same name, and /2.0/users/ only takes ids now) answers the
 * workspace ({uuid, slug, name, created_on, links.avatar, links.html}) or 404 {"type":
 * "error","error":{"message":"No workspace with identifier 'x'."}}.
 */
import type { LookupModule } from '../types.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { foundNamed, notFound, unexpected } from './_shared/outcomes.ts'
import { pathSegment } from './_shared/path.ts'

interface Workspace {
  type?: string
  uuid?: string
  name?: string
  slug?: string
  is_private?: boolean
  created_on?: string
  links?: { avatar?: { href?: string }; html?: { href?: string } }
}

export const bitbucketModule: LookupModule = {
  id: 'bitbucket',
  name: 'Bitbucket',
  category: 'coding',
  types: ['username'],
  url: 'https://bitbucket.org/{}/',
  hosts: ['api.bitbucket.org'],
  kind: 'module',
  fixtures: { present: 'atlassian', absent: 'noonewouldeverusethis7xq' },
  async run(ctx) {
    const segment = pathSegment(ctx.query.toLowerCase())
    if (!segment || !/^[A-Za-z0-9_.-]+$/.test(ctx.query)) {
      return notFound('Bitbucket workspace ids are letters, digits, "_", "." and "-"')
    }
    const res = await ctx.http.request(`https://api.bitbucket.org/2.0/workspaces/${segment}`, {
      headers: { accept: 'application/json' },
    })
    if (res.status === 404) return notFound('the workspaces API answers 404 for no such id')
    if (res.status !== 200) return unexpected(res)
    const ws = res.json<Workspace>()
    if (ws.type !== 'workspace') return unexpected(res, 'workspace')
    return foundNamed(
      'slug',
      ws.slug,
      ctx.query,
      buildRecord(
        {
          name: ws.name,
          username: ws.slug,
          id: ws.uuid,
          picture_url: ws.links?.avatar?.href,
          profile_url: ws.links?.html?.href,
        },
        [
          pv.date('created', 'Created', ws.created_on),
          pv.bool('private', 'Private', ws.is_private),
        ],
      ),
    )
  },
}
