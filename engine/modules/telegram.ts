/**
 * Telegram. GET https://t.me/{u} (the public preview page, no API): for a taken username the
 * og:title is the display name, og:description the bio, og:image the photo, the page's
 * "tg://resolve?domain={u}" links name the account, and `tgme_page_extra` shows "@name"
 * (user or bot), "N subscribers" (channel) or "N members" (group); for a free one the
 * og:title is "Telegram: Contact @u". Usernames start with a letter and hold letters,
 * digits and "_" only.
 */
import type { LookupModule } from '../types.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { decodeEntities, metaTags } from '../sites/html.ts'
import { foundNamed, notFound, sameName, unexpected, unrecognised } from './_shared/outcomes.ts'

const DEFAULT_IMAGE = 'https://telegram.org/img/t_logo.png'

function countBefore(text: string, noun: string): number | undefined {
  const match = new RegExp(`([\\d][\\d\\s.,]*)\\s+${noun}`).exec(text)
  return match?.[1] ? Number(match[1].replace(/[^\d]/g, '')) : undefined
}

function kindOf(html: string, extra: string): string | undefined {
  if (/subscriber/.test(extra) || />\s*Preview channel\s*</.test(html)) return 'channel'
  if (/member/.test(extra) || />\s*View in Telegram\s*</.test(html)) return 'group'
  if (/>\s*Send Message\s*</.test(html)) return 'user or bot'
  return undefined
}

export const telegramModule: LookupModule = {
  id: 'telegram',
  name: 'Telegram',
  category: 'messaging',
  types: ['username'],
  url: 'https://t.me/{}',
  hosts: ['t.me'],
  kind: 'module',
  fixtures: { present: 'durov', absent: 'noonewouldevereverusethis9' },
  async run(ctx) {
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(ctx.query)) {
      return notFound('Telegram usernames start with a letter and hold letters, digits and "_"')
    }
    const res = await ctx.http.request(`https://t.me/${encodeURIComponent(ctx.query)}`)
    if (res.status !== 200) return unexpected(res)
    const tags = metaTags(res.text)
    const title = tags.get('og:title')
    if (!title) return unrecognised('Telegram page')
    // A free name gets the bare contact card, titled with the name itself.
    const contact = /^Telegram: Contact @(\w+)$/.exec(title)?.[1]
    if (contact !== undefined) {
      return sameName(contact, ctx.query)
        ? notFound(`og:title is '${title}', the card of a free name`)
        : unrecognised('Telegram card for another name')
    }
    const extra = decodeEntities(
      /<div class="tgme_page_extra">([\s\S]*?)<\/div>/
        .exec(res.text)?.[1]
        ?.replace(/<[^>]*>/g, '') ?? '',
    ).trim()
    const description = tags.get('og:description')
    const bio =
      description && !/^You can (contact|view and join) @\w+ right away\.$/.test(description)
        ? description
        : undefined
    const image = tags.get('og:image')
    const handle = /tg:\/\/resolve\?domain=(\w+)/.exec(res.text)?.[1]
    return foundNamed(
      'tg://resolve domain',
      handle,
      ctx.query,
      buildRecord(
        {
          name: title,
          username: handle,
          bio,
          picture_url: image && image !== DEFAULT_IMAGE ? image : undefined,
          followers: countBefore(extra, 'subscribers?') ?? countBefore(extra, 'members?'),
          verified: /class="verified-icon"/.test(res.text) || undefined,
          profile_url: `https://t.me/${encodeURIComponent(ctx.query)}`,
        },
        [
          pv.str('kind', 'Kind', kindOf(res.text, extra)),
          pv.int('online', 'Online', countBefore(extra, 'online')),
        ],
      ),
    )
  },
}
