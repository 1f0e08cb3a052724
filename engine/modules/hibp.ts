/**
 * Have I Been Pwned (provider, HIBP_API_KEY). GET
 * https://haveibeenpwned.com/api/v3/breachedaccount/{email}?truncateResponse=false with the
 * hibp-api-key header answers the full breach objects the address appears in, or 404 when it
 * is in none. Each breach becomes one record (name = the breach's title), which the
 * normaliser turns into a data_breach item.
 *
 * Silent: HIBP's search never notifies the address (only its own opt-in notification service
 * mails people, and that is a different API).
 */
import { pathSegment } from './_email/address.ts'
import { sanitizeText, sanitizeUrl } from './_email/sanitize.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, unrecognised } from './_shared/outcomes.ts'
import { providerModule } from './_email/provider-module.ts'

export const HIBP_KEY = 'HIBP_API_KEY'

interface Breach {
  Name?: string
  Title?: string
  Domain?: string
  BreachDate?: string
  AddedDate?: string
  PwnCount?: number
  Description?: string
  LogoPath?: string
  DataClasses?: string[]
  IsVerified?: boolean
  IsSensitive?: boolean
  IsSpamList?: boolean
  IsMalware?: boolean
  IsStealerLog?: boolean
}

function breachRecord(email: string, breach: Breach) {
  return buildRecord({ email, name: sanitizeText(breach.Title ?? breach.Name) }, [
    pv.str('breach_name', 'Breach', sanitizeText(breach.Name)),
    pv.str('breach_domain', 'Breached site', sanitizeText(breach.Domain)),
    pv.date('breach_date', 'Breach date', sanitizeText(breach.BreachDate)),
    pv.date('added_date', 'Added to HIBP', sanitizeText(breach.AddedDate)),
    pv.str(
      'data_classes',
      'Exposed data',
      (breach.DataClasses ?? []).map(sanitizeText).filter(Boolean).join(', '),
    ),
    pv.int('pwn_count', 'Accounts in the breach', breach.PwnCount),
    pv.str('description', 'Description', sanitizeText(breach.Description)),
    pv.url('logo_url', 'Logo', sanitizeUrl(breach.LogoPath)),
    pv.bool('verified_breach', 'Verified breach', breach.IsVerified),
    pv.bool('sensitive', 'Sensitive breach', breach.IsSensitive),
    pv.bool('spam_list', 'Spam list', breach.IsSpamList),
    pv.bool('stealer_log', 'Stealer log', breach.IsStealerLog),
  ])
}

export const hibpModule = providerModule({
  id: 'hibp',
  name: 'Have I Been Pwned',
  category: 'breach',
  types: ['email'],
  url: 'https://haveibeenpwned.com/',
  hosts: ['haveibeenpwned.com'],
  finding: 'breach',
  needsKey: HIBP_KEY,
  fixtures: { present: 'test@example.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  provider: 'Have I Been Pwned',
  ask: (ctx, key) => ({
    url: `https://haveibeenpwned.com/api/v3/breachedaccount/${pathSegment(ctx.query)}?truncateResponse=false`,
    options: { headers: { accept: 'application/json', 'hibp-api-key': key } },
  }),
  read(res, ctx) {
    // HIBP documents 404 as "the account could not be found and has not been pwned".
    if (res.status === 404) return notFound('HIBP knows the address from no breach')
    const breaches = res.json<Breach[]>()
    if (!Array.isArray(breaches)) return unrecognised('breach list')
    if (breaches.length === 0) return notFound('the breach list is empty')
    return found(
      `the breach list holds ${breaches.length} breach${breaches.length === 1 ? '' : 'es'}`,
      ...breaches.map((breach) => breachRecord(ctx.query, breach)),
    )
  },
})
