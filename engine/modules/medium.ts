/**
 * Medium. GET https://medium.com/feed/@{u} (the author's public RSS feed) answers 200 with
 * <channel><title>Stories by NAME on Medium</title>, <link>https://medium.com/@{u}?source=...
 * </link> (the author it describes), <image><url> (avatar) and the latest <item>s for an
 * existing author, and 404 for a free name (410 for a removed account).
 */
import type { LookupModule } from '../types.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { foundNamed, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { xmlText } from './_shared/xml.ts'

export const mediumModule: LookupModule = {
  id: 'medium',
  name: 'Medium',
  category: 'blogging',
  types: ['username'],
  url: 'https://medium.com/@{}',
  hosts: ['medium.com'],
  kind: 'module',
  fixtures: { present: 'ev', absent: 'noonewouldeverusethis7xq' },
  async run(ctx) {
    const res = await ctx.http.request(
      `https://medium.com/feed/@${encodeURIComponent(ctx.query)}`,
      { headers: { accept: 'application/rss+xml,application/xml,text/xml' } },
    )
    if (res.status === 404) return notFound('the feed answers 404 for no such author')
    if (res.status === 410) return notFound('the feed answers 410: the account is gone')
    if (res.status !== 200) return unexpected(res)
    const channel = /<channel>([\s\S]*?)(<item>|<\/channel>)/.exec(res.text)?.[1]
    const title = channel ? xmlText(channel, 'title') : undefined
    if (!channel || !title) return unrecognised('Medium feed')
    const author = /^https:\/\/medium\.com\/@([^/?#]+)/.exec(xmlText(channel, 'link') ?? '')?.[1]
    const image = /<image>([\s\S]*?)<\/image>/.exec(channel)?.[1]
    const items = res.text.match(/<item>/g)?.length ?? 0
    const latest = /<item>[\s\S]*?<pubDate>([^<]+)<\/pubDate>/.exec(res.text)?.[1]
    return foundNamed(
      'feed link handle',
      author,
      ctx.query,
      buildRecord(
        {
          name: /^Stories by (.+) on Medium$/.exec(title)?.[1] ?? title,
          username: ctx.query,
          picture_url: image ? xmlText(image, 'url') : undefined,
          last_seen: latest,
          profile_url: `https://medium.com/@${encodeURIComponent(ctx.query)}`,
        },
        [pv.int('recent_posts', 'Recent posts in feed', items)],
      ),
    )
  },
}
