/**
 * Microsoft 365 (Exchange Online mailboxes). GET
 * https://outlook.office365.com/autodiscover/autodiscover.json/v1.0/{email}?Protocol=Autodiscoverv1
 * answers 200 with the mailbox's service endpoint when Exchange Online hosts a mailbox for
 * the address, and redirects (302) to the consumer service's Autodiscover
 * (autodiscover-s.outlook.com) when it does not.
 *
 * Silent: Autodiscover is the lookup every mail client makes to find a server; no sign-in is
 * attempted and nothing reaches the mailbox.
 */
import { pathSegment } from './_email/address.ts'
import { sanitizeUrl } from './_email/sanitize.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const CONSUMER_HOST = 'autodiscover-s.outlook.com'

function isConsumerAutodiscover(location: string | undefined): boolean {
  if (!location) return false
  try {
    const url = new URL(location)
    return url.hostname === CONSUMER_HOST && url.pathname.startsWith('/autodiscover/')
  } catch {
    return false
  }
}

export const office365Module = emailModule({
  id: 'office365',
  name: 'Microsoft 365',
  category: 'email',
  url: 'https://outlook.office365.com/',
  hosts: ['outlook.office365.com'],
  finding: 'record',
  silence:
    'Autodiscover, the server lookup every mail client makes; no sign-in is attempted and nothing reaches the mailbox.',
  fixtures: { present: 'support@microsoft.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  async run(ctx) {
    const res = await ctx.http.request(
      `https://outlook.office365.com/autodiscover/autodiscover.json/v1.0/${pathSegment(ctx.query)}?Protocol=Autodiscoverv1`,
      {
        headers: {
          accept: 'application/json',
          'user-agent':
            'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.12026; Pro)',
        },
        followRedirects: false,
      },
    )
    if (res.status >= 300 && res.status < 400) {
      // Only the hand-over to the consumer Autodiscover says "not hosted here"; a redirect
      // anywhere else (a sign-in page, a changed service) says nothing about the mailbox.
      return isConsumerAutodiscover(res.redirect)
        ? notFound('Exchange Online hands the address on to the consumer Autodiscover')
        : unexpected(res, 'redirect')
    }
    if (res.status !== 200) return unexpected(res)
    const body = res.json<{ Protocol?: string; Url?: string }>()
    const service = sanitizeUrl(body.Url)
    if (!service) return unrecognised('Autodiscover answer')
    return found(
      `field Url names the mailbox's service (${service})`,
      buildRecord({ email: ctx.query }, [
        pv.str('mail_service', 'Mail service', 'Exchange Online'),
      ]),
    )
  },
})
