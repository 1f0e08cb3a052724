/**
 * Two more platforms faked at the HTTP boundary for the report's leads and account groups:
 * Linkly and Scribbly, each with a users API and a picture host of its own, on a loopback
 * server of their own. Both know "adalace", with the same full name and the same picture
 * file; Linkly's bio names another username (ada_codes), an address and a website, and a
 * share link of Linkly's own. Scribbly also knows ada_codes, so following that lead finds it.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Agent, type Dispatcher } from 'undici'
import { buildRecord } from '../../engine/modules/_shared/fields.ts'
import { foundNamed, notFound, unexpected } from '../../engine/modules/_shared/outcomes.ts'
import type { LookupModule } from '../../engine/types.ts'

export const LEADS_QUERY = 'adalace'
export const LEAD_USERNAME = 'ada_codes'
const ORIGINAL_HOST = 'x-e2e-lead-host'

interface Profile {
  name: string
  bio: string
  location: string
  picture: string
}

const PICTURE = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('Ada Lovelace, by Alfred Edward Chalon. '.repeat(8)),
])

const PLATFORMS: { id: string; name: string; profiles: Record<string, Profile> }[] = [
  {
    id: 'linkly',
    name: 'Linkly',
    profiles: {
      [LEADS_QUERY]: {
        name: 'Ada Lovelace',
        bio: `Poetical science. Codes as @${LEAD_USERNAME}; write to ada.l@analytical.example or read https://ada.example/notes. Share: https://linkly.example/share?u=${LEADS_QUERY}`,
        location: 'London',
        picture: 'https://cdn.linkly.example/adalace.png',
      },
    },
  },
  {
    id: 'scribbly',
    name: 'Scribbly',
    profiles: {
      [LEADS_QUERY]: {
        name: 'Ada Lovelace',
        bio: 'Notes on the Analytical Engine.',
        location: 'London',
        picture: 'https://cdn.scribbly.example/u/1.png',
      },
      [LEAD_USERNAME]: {
        name: 'A. A. Lovelace',
        bio: 'Sketches of programs.',
        location: 'Surrey',
        picture: 'https://cdn.scribbly.example/u/2.png',
      },
    },
  },
]

const knownAccount = (id: string) => `known-${id}`

function leadModule({ id, name }: (typeof PLATFORMS)[number]): LookupModule {
  return {
    id,
    name,
    category: 'social',
    types: ['username'],
    url: `https://${id}.example/{}`,
    hosts: [`api.${id}.example`],
    kind: 'module',
    fixtures: { present: knownAccount(id), absent: 'nobody-here' },
    async run(ctx) {
      const res = await ctx.http.request(
        `https://api.${id}.example/v1/users/${encodeURIComponent(ctx.query)}`,
      )
      if (res.status === 404) return notFound('HTTP 404 from the users API')
      if (res.status !== 200) return unexpected(res)
      const user = res.json<Profile & { username: string }>()
      return foundNamed(
        'username',
        user.username,
        ctx.query,
        buildRecord({
          username: user.username,
          name: user.name,
          bio: user.bio,
          location: user.location,
          picture_url: user.picture,
          profile_url: `https://${id}.example/${user.username}`,
        }),
      )
    },
  }
}

export const leadModules: LookupModule[] = PLATFORMS.map(leadModule)

function answer(host: string, path: string): { status: number; type: string; body: Buffer } {
  const json = (status: number, body: unknown) => ({
    status,
    type: 'application/json',
    body: Buffer.from(JSON.stringify(body)),
  })
  if (host.startsWith('cdn.')) return { status: 200, type: 'image/png', body: PICTURE }
  const platform = PLATFORMS.find((p) => host === `api.${p.id}.example`)
  const asked = decodeURIComponent(path.split('/').pop() ?? '')
  if (!platform) return json(421, {})
  if (asked === knownAccount(platform.id))
    return json(200, { username: asked, name: 'Known', bio: '', location: '', picture: '' })
  const profile = platform.profiles[asked]
  return profile ? json(200, { username: asked, ...profile }) : json(404, { error: 'no such user' })
}

const isLeadHost = (host: string) => PLATFORMS.some((p) => host.endsWith(`.${p.id}.example`))

/**
 * Starts the platforms; `route(other)` sends their hosts' requests to them and every other
 * request on to `other`.
 */
export async function startLeadPlatforms() {
  const server = createServer((req, res) => {
    const reply = answer(String(req.headers[ORIGINAL_HOST] ?? ''), req.url ?? '/')
    res.writeHead(reply.status, { 'content-type': reply.type }).end(reply.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const agent = new Agent()
  return {
    modules: leadModules,
    /** Whether a query is one of their people's (the searches they should take part in). */
    knows: (query: string) => PLATFORMS.some((p) => Object.hasOwn(p.profiles, query)),
    route(other: Dispatcher): Dispatcher {
      return other.compose((dispatch) => (opts, handler) => {
        const host = new URL(String(opts.origin)).hostname
        if (!isLeadHost(host)) return dispatch(opts, handler)
        const headers = { ...(opts.headers as Record<string, string>), [ORIGINAL_HOST]: host }
        return agent.dispatch({ ...opts, origin: `http://127.0.0.1:${port}`, headers }, handler)
      })
    },
  }
}
