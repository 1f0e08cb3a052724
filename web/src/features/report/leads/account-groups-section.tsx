import { Link2 } from 'lucide-react'
import { GROUP_TITLES, tieSentence } from '../../../../../shared/account-group-copy.ts'
import type { AccountGroup, GroupStrength } from '../../../../../shared/account-groups.ts'
import { safeHttpUrl } from '../records/safe-url.ts'

const BADGES: Record<GroupStrength, { badge: string; style: string }> = {
  strong: { badge: 'Strong ties', style: 'bg-emerald-100 text-emerald-800' },
  medium: { badge: 'Good ties', style: 'bg-amber-100 text-amber-800' },
  weak: { badge: 'Weak ties', style: 'bg-slate-100 text-slate-700' },
}

function GroupCard({ group }: { group: AccountGroup }) {
  const { badge, style } = BADGES[group.strength]
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-slate-200" data-testid="account-group">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-slate-900">{GROUP_TITLES[group.strength]}</h3>
        <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${style}`}>{badge}</span>
      </div>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label="Accounts">
        {group.accounts.map((account) => {
          const href = safeHttpUrl(account.url)
          const text = `${account.platform}${account.username ? ` @${account.username}` : ''}`
          return (
            <li
              key={account.module}
              className="max-w-full rounded-full bg-slate-100 px-3 py-1 text-sm break-all"
            >
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="text-brand-700 hover:underline"
                >
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          )
        })}
      </ul>
      <p className="mt-3 text-xs font-semibold text-slate-500">What ties them</p>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {group.ties.map((tie) => (
          <li key={`${tie.kind}:${tie.modules.join()}`} className="flex gap-2 break-words">
            <Link2 className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
            <span className="min-w-0">{tieSentence(tie, group)}</span>
          </li>
        ))}
      </ul>
    </li>
  )
}

/** Found accounts that evidence beyond the username ties together, strongest first. */
export function AccountGroupsSection({ groups }: { groups: readonly AccountGroup[] }) {
  return (
    <section aria-labelledby="account-groups-title" data-testid="account-groups">
      <h2 id="account-groups-title" className="mb-1 text-lg font-extrabold">
        One person across platforms ({groups.length})
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Accounts tied by more than the username: the same picture, the same full name, links to each
        other, the same place.
      </p>
      <ul className="grid gap-3 md:grid-cols-2">
        {groups.map((group) => (
          <GroupCard key={group.accounts.map((a) => a.module).join()} group={group} />
        ))}
      </ul>
    </section>
  )
}
