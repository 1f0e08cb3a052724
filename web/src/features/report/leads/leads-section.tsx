import { AtSign, Globe, Phone, UserRound } from 'lucide-react'
import type { CollectedLead } from '../../../../../shared/leads.ts'
import type { LeadKind } from '../../../../../shared/person-links.ts'
import { LeadSearchButton } from './lead-search-button.tsx'
import { safeHttpUrl } from '../records/safe-url.ts'

const KINDS: Record<LeadKind, { label: string; Icon: typeof AtSign }> = {
  email: { label: 'Email', Icon: AtSign },
  phone: { label: 'Phone', Icon: Phone },
  username: { label: 'Username', Icon: UserRound },
  website: { label: 'Website', Icon: Globe },
}

/** "on X (Twitter) and Instagram": the platforms the profiles say it is an account on. */
function onPlatforms(lead: CollectedLead): string {
  const names = [...new Set(lead.evidence.map((e) => e.platform).filter(Boolean))]
  return names.length ? ` on ${names.join(' and ')}` : ''
}

function LeadRow({ lead }: { lead: CollectedLead }) {
  const { label, Icon } = KINDS[lead.kind]
  const href = safeHttpUrl(lead.url)
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="lead">
      <Icon className="h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
      <div className="min-w-48 flex-1">
        <p className="text-xs text-slate-500">
          {label}
          {onPlatforms(lead)}
        </p>
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-semibold break-all text-brand-700 hover:underline"
          >
            {lead.value}
          </a>
        ) : (
          <p className="font-semibold break-all text-slate-900">{lead.value}</p>
        )}
        <p className="text-xs text-slate-500">
          Seen on {lead.evidence.map((e) => `${e.source} (${e.field})`).join(', ')}
        </p>
      </div>
      {lead.search && <LeadSearchButton type={lead.search.type} query={lead.search.query} />}
    </li>
  )
}

/** Identifiers the found profiles show, each with where it was seen; searched only on a click. */
export function LeadsSection({ leads }: { leads: readonly CollectedLead[] }) {
  return (
    <section aria-labelledby="leads-title" data-testid="leads">
      <h2 id="leads-title" className="mb-1 text-lg font-extrabold">
        Leads to follow ({leads.length})
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Other handles, addresses and sites these profiles show. Nothing is searched until you say
        so, and each search is 1 credit.
      </p>
      <ul className="divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200">
        {leads.map((lead) => (
          <LeadRow key={`${lead.kind}:${lead.value}`} lead={lead} />
        ))}
      </ul>
    </section>
  )
}
