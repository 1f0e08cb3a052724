import { categoryLabel } from './labels.ts'
import { BadgeCheck, ExternalLink } from 'lucide-react'
import type { SearchResult, SocialMediaEntry } from './search-result.ts'
import { VISIBILITY_LABELS, followerVisibility, formatFollowers } from './display-bands.ts'
import { safeHttpUrl } from './safe-url.ts'
import { Avatar } from './avatar.tsx'

/** SPEC: only the first 2 additional info lines per platform. */
export const INFO_LINES = 2

function infoLines(entry: SocialMediaEntry): string[] {
  const lines: string[] = []
  if (entry.followers !== undefined) {
    lines.push(
      `${formatFollowers(entry.followers)} followers · ${VISIBILITY_LABELS[followerVisibility(entry.followers)]}`,
    )
  }
  if (entry.lastActivity)
    lines.push(
      `Last active ${new Date(entry.lastActivity).toLocaleDateString('en-US', { dateStyle: 'medium' })}`,
    )
  if (entry.category) lines.push(categoryLabel(entry.category))
  return lines.slice(0, INFO_LINES)
}

export function PlatformCards({ entries }: { entries: readonly SocialMediaEntry[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {entries.map((entry) => {
        const href = safeHttpUrl(entry.url)
        return (
          <li
            key={`${entry.module}-${entry.username}`}
            className="flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
          >
            <Avatar src={entry.profileImage} label={entry.platform} />
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-1 text-sm font-bold text-slate-900">
                <span className="truncate">{entry.platform}</span>
                {entry.verified && (
                  <BadgeCheck className="h-4 w-4 shrink-0 text-sky-500" aria-label="Verified" />
                )}
              </p>
              {entry.account ? (
                <p className="truncate text-sm text-slate-600">Account on this number</p>
              ) : href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="flex items-center gap-1 truncate text-sm text-brand-700 hover:underline"
                >
                  <span className="truncate">@{entry.username}</span>
                  <ExternalLink className="h-3 w-3 shrink-0" aria-hidden="true" />
                </a>
              ) : (
                <p className="truncate text-sm text-slate-600">@{entry.username}</p>
              )}
              {infoLines(entry).map((line) => (
                <p key={line} className="truncate text-xs text-slate-500">
                  {line}
                </p>
              ))}
            </div>
          </li>
        )
      })}
    </ul>
  )
}

export function PersonalInfoCard({
  info,
}: {
  info: NonNullable<SearchResult['data']['personalInfo']>
}) {
  const rows = [
    ['Name', info.name],
    ['Location', info.location],
    ['Bio', info.bio],
  ].filter((r): r is [string, string] => Boolean(r[1]))
  return (
    <dl className="grid gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:grid-cols-3">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="text-sm font-semibold break-words text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
