/**
 * Medium. GET https://medium.com/feed/@{u} (the author's public RSS feed) answers 200 with
 * <channel><title>Stories by NAME on Medium</title>, <image><url> (avatar) and the latest
 * <item>s for an existing author, and 404 for a free name.
 */
import type { LookupModule } from '../types.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { NOT_FOUND, found, unexpected, unrecognised } from './_shared/outcomes.ts'
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
    if (res.status === 404 || res.status === 410) return NOT_FOUND
    if (res.status !== 200) return unexpected(res)
    const channel = /<channel>([\s\S]*?)(<item>|<\/channel>)/.exec(res.text)?.[1]
    const title = channel ? xmlText(channel, 'title') : undefined
    if (!channel || !title) return unrecognised('Medium feed')
    const image = /<image>([\s\S]*?)<\/image>/.exec(channel)?.[1]
    const items = res.text.match(/<item>/g)?.length ?? 0
    const latest = /<item>[\s\S]*?<pubDate>([^<]+)<\/pubDate>/.exec(res.text)?.[1]
    return found(
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
