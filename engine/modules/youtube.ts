/**
 * YouTube. GET https://www.youtube.com/@{handle} (the channel page; the Data API needs a key)
 * answers 200 with og:title (channel name), og:description, og:image, og:url
 * (".../channel/UC...") and the page data with "vanityChannelUrl" (".../@handle", the channel
 * it describes) and "N subscribers" for a taken handle, and 404 for a free one. In the EU an
 * unconsented visit is redirected to consent.youtube.com: the SOCS cookie declines tracking
 * up front, and the engine's wall detection reports a redirect anyway.
 */
import type { LookupModule } from '../types.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { metaTags } from '../sites/html.ts'
import { foundNamed, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

const SCALE: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9 }

/** "338M subscribers" → 338000000 (YouTube rounds public counts; so does this). */
export function countBefore(text: string, noun: string): number | undefined {
  const match = new RegExp(`"(\\d[\\d.,]*)\\s*([KMB])?\\s+${noun}"`).exec(text)
  if (!match?.[1]) return undefined
  const scale = match[2] ? (SCALE[match[2]] ?? 1) : 1
  const value =
    scale === 1 ? Number(match[1].replace(/[.,]/g, '')) : Number(match[1].replace(/,/g, '.'))
  return Number.isFinite(value) ? Math.round(value * scale) : undefined
}

export const youtubeModule: LookupModule = {
  id: 'youtube',
  name: 'YouTube',
  category: 'video',
  types: ['username'],
  url: 'https://www.youtube.com/@{}',
  hosts: ['www.youtube.com'],
  kind: 'module',
  fixtures: { present: 'MrBeast', absent: 'noonewouldeverusethis7xq' },
  async run(ctx) {
    const res = await ctx.http.request(
      `https://www.youtube.com/@${encodeURIComponent(ctx.query)}`,
      {
        headers: { cookie: 'SOCS=CAI' },
      },
    )
    if (res.status === 404) return notFound('the channel page answers 404 for no such handle')
    if (res.status !== 200) return unexpected(res)
    const tags = metaTags(res.text)
    const channelUrl = tags.get('og:url')
    const channelId =
      /\/channel\/(UC[\w-]{22})/.exec(channelUrl ?? '')?.[1] ??
      /"externalId":"(UC[\w-]{22})"/.exec(res.text)?.[1]
    const title = tags.get('og:title')
    if (!title || !channelId) return unrecognised('YouTube channel page')
    const handle = /"vanityChannelUrl":"https?:\/\/www\.youtube\.com\/@([^"/?]+)"/.exec(
      res.text,
    )?.[1]
    return foundNamed(
      'vanityChannelUrl handle',
      handle,
      ctx.query,
      buildRecord(
        {
          name: title,
          username: `@${ctx.query}`,
          id: channelId,
          bio: tags.get('og:description'),
          picture_url: tags.get('og:image'),
          followers: countBefore(res.text, 'subscribers?'),
          profile_url: `https://www.youtube.com/@${encodeURIComponent(ctx.query)}`,
        },
        [
          pv.int('videos', 'Videos', countBefore(res.text, 'videos?')),
          pv.url('channel_url', 'Channel URL', `https://www.youtube.com/channel/${channelId}`),
        ],
      ),
    )
  },
}
