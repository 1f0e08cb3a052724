import { decodeHTML } from 'entities'

export interface InboxMail {
  subject: string
  to: string
  text: string
}

/** The development inbox of the app at `origin`, read from /dev/mail as a person reads it. */
export async function readDevInbox(origin: string): Promise<InboxMail[]> {
  const res = await fetch(`${origin}/dev/mail`)
  if (!res.ok) throw new Error(`/dev/mail answered ${res.status}`)
  const html = await res.text()
  return [...html.matchAll(/<article[^>]*>([\s\S]*?)<\/article>/g)].map(([, inner = '']) => {
    const part = (re: RegExp) => decodeHTML((inner.match(re)?.[1] ?? '').replace(/<[^>]+>/g, ''))
    return {
      subject: part(/<h2>([\s\S]*?)<\/h2>/),
      to: part(/<p class="meta">To ([^·]*?) ·/),
      text: part(/<pre>([\s\S]*?)<\/pre>/),
    }
  })
}

/** The verification link in a mail's text. */
export function linkIn(text: string): string {
  const link = text.match(/https?:\/\/\S+\/watches\/verify\?token=[\w-]+/)?.[0]
  if (!link) throw new Error(`no verification link in:\n${text}`)
  return link
}
