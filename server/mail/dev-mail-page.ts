import { escapeHtml } from '../html.ts'
import type { CaughtMail } from './dev-inbox.ts'

/** Text with its http(s) links made clickable, everything else escaped. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => {
      if (i % 2 === 0) return escapeHtml(part)
      const url = escapeHtml(part)
      return `<a href="${url}">${url}</a>`
    })
    .join('')
}

/** The development inbox at /dev/mail: every caught mail, newest first. */
export function renderInbox(mails: CaughtMail[]): string {
  const items = mails.length
    ? mails
        .map(
          (m) => `<article data-mail-id="${m.id}">
<h2>${escapeHtml(m.subject || '(no subject)')}</h2>
<p class="meta">To ${escapeHtml(m.to.join(', '))} · from ${escapeHtml(m.from)} · ${m.receivedAt.toISOString()}</p>
<pre>${linkify(m.text)}</pre>
</article>`,
        )
        .join('\n')
    : '<p class="empty">No mail yet. Anything the app sends lands here.</p>'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development inbox</title>
<style>
body{font-family:system-ui,sans-serif;background:#fef3c7;margin:0;color:#1f2937}
.banner{background:#b45309;color:#fff;padding:12px 16px;font-weight:700;text-align:center}
main{max-width:760px;margin:24px auto;padding:0 16px}
h1{font-size:1.4rem;margin:0 0 4px}.lead{color:#4b5563;margin:0 0 16px}
article{background:#fff;border-radius:14px;padding:16px 20px;margin:0 0 14px;box-shadow:0 6px 20px rgba(0,0,0,.08)}
h2{font-size:1.1rem;margin:0 0 4px}.meta{color:#6b7280;font-size:.85rem;margin:0 0 10px;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;margin:0}
a{color:#6d28d9;font-weight:600}.empty{background:#fff;border-radius:14px;padding:20px}
</style></head><body>
<div class="banner" role="alert">DEVELOPMENT INBOX: no mail leaves this machine.</div>
<main>
<h1>Development inbox</h1>
<p class="lead">Mail the app sent while no SMTP_URL is set. Reload to see new mail.</p>
${items}
</main></body></html>`
}
