/**
 * The lookup CLI's leads and account groups, and `--follow N`: the leads a search's found
 * profiles expose, each searched in turn, N levels deep (a followed search's own leads are the
 * next level), every identifier once, the first query included.
 */
import { GROUP_TITLES, tieSentence } from '../shared/account-group-copy.ts'
import type { AccountGroup } from '../shared/account-groups.ts'
import { leadsAndGroups } from '../shared/leads-and-groups.ts'
import type { CollectedLead } from '../shared/leads.ts'
import type { ModuleResult, QueryType } from '../engine/types.ts'
import { printable, table } from './lookup-text.ts'

/** Each level can multiply the searches: a few levels already reach far. */
export const MAX_FOLLOW_DEPTH = 3

export interface SearchRequest {
  type: QueryType
  query: string
}

export interface FollowStep extends SearchRequest {
  /** 1 for a lead of the first search, 2 for a lead of a followed one... */
  depth: number
  lead: CollectedLead
}

const key = (s: SearchRequest) => `${s.type}:${s.query.toLowerCase()}`

/**
 * Searches the leads breadth first, `depth` levels deep, through `run` (which answers a
 * search's results, or null once cancelled). False when cancelled.
 */
export async function followLeads(
  first: SearchRequest & { results: readonly ModuleResult[] },
  depth: number,
  run: (step: FollowStep) => Promise<readonly ModuleResult[] | null>,
): Promise<boolean> {
  const searched = new Set([key(first)])
  let level: (readonly ModuleResult[])[] = [first.results]
  for (let d = 1; d <= depth && level.length; d++) {
    const next: (readonly ModuleResult[])[] = []
    for (const results of level) {
      for (const lead of leadsAndGroups(results).leads) {
        if (!lead.search || searched.has(key(lead.search))) continue
        searched.add(key(lead.search))
        const found = await run({ ...lead.search, depth: d, lead })
        if (!found) return false
        next.push(found)
      }
    }
    level = next
  }
  return true
}

const seenOn = (lead: CollectedLead) =>
  lead.evidence.map((e) => `${e.source} (${e.field})`).join(', ')

function leadsTable(leads: readonly CollectedLead[]): string {
  return table([
    ['LEAD', 'KIND', 'SEEN ON'],
    ...leads.map((l) => [
      printable(l.value),
      l.search ? l.kind : `${l.kind} (not searchable)`,
      printable(seenOn(l)),
    ]),
  ])
}

function groupText(group: AccountGroup): string {
  const accounts = group.accounts.map((a) => `${a.platform}${a.username ? ` @${a.username}` : ''}`)
  return [
    `${GROUP_TITLES[group.strength]} (${group.strength}): ${accounts.join(', ')}`,
    ...group.ties.map((tie) => `  - ${tieSentence(tie, group)}`),
  ]
    .map(printable)
    .join('\n')
}

/** What the found table is followed by: the account groups and the leads, when there are any. */
export function leadsAndGroupsText(results: readonly ModuleResult[]): string {
  const { leads, groups } = leadsAndGroups(results)
  const parts = []
  if (groups.length) parts.push(`One person across platforms:\n${groups.map(groupText).join('\n')}`)
  if (leads.length) parts.push(`Leads to follow:\n${leadsTable(leads)}`)
  return parts.map((part) => `\n\n${part}`).join('')
}

/** The NDJSON line after a search's stream messages: its leads and groups. */
export function leadsAndGroupsLine(search: SearchRequest, results: readonly ModuleResult[]) {
  return JSON.stringify({ type: 'leads_and_groups', search, ...leadsAndGroups(results) })
}

/** What announces a followed search: a heading, or an NDJSON line with `--json`. */
export function followAnnouncement(step: FollowStep, json: boolean): string {
  const { type, query, depth, lead } = step
  if (json) return JSON.stringify({ type: 'follow', depth, search: { type, query }, lead })
  return `\n== Following ${type} ${printable(query)} (depth ${depth}), seen on ${printable(seenOn(lead))} ==`
}
