/**
 * Bitbucket. GET https://api.bitbucket.org/2.0/workspaces/{u} (REST 2.0, no key; every
 * account has a workspace of the same name, and /2.0/users/ only takes ids now) answers the
 * workspace ({uuid, slug, name, created_on, links.avatar, links.html}) or 404 {"type":
 * "error","error":{"message":"No workspace with identifier 'x'."}}.
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { foundNamed, notFound, unexpected } from './_shared/outcomes.ts'
import { usernameModule } from './_shared/username-module.ts'

interface Workspace {
  type?: string
  uuid?: string
  name?: string
  slug?: string
  is_private?: boolean
  created_on?: string
  links?: { avatar?: { href?: string }; html?: { href?: string } }
}

export const bitbucketModule = usernameModule({
  id: 'bitbucket',
  name: 'Bitbucket',
  category: 'coding',
  url: 'https://bitbucket.org/{}/',
  hosts: ['api.bitbucket.org'],
  fixtures: { present: 'atlassian', absent: 'noonewouldeverusethis7xq' },
  names: {
    // Only dots would be a relative step in the path (see notOnlyDots).
    allowed: /^(?!\.+$)[A-Za-z0-9_.-]+$/,
    proof: 'Bitbucket workspace ids are letters, digits, "_", "." and "-"',
  },
  async run(ctx) {
    const id = encodeURIComponent(ctx.query.toLowerCase())
    const res = await ctx.http.request(`https://api.bitbucket.org/2.0/workspaces/${id}`, {
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
})
