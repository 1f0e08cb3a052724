import { describe, expect, it } from 'vitest'
import {
  ANSWERS,
  FACTS,
  NAME_RULES,
  NO_ACCOUNT_ANSWERS,
  UNREACHABLE,
} from '../shared/evidence-kind-fixtures.ts'
import { foundTable, summaryLine } from './lookup-report.ts'

describe('the CLI words a report by the evidence behind it', () => {
  it("platforms' answers: the account found in the table, the others counted as not found", () => {
    const table = foundTable(ANSWERS).split('\n')
    expect(table).toHaveLength(2)
    expect(table[1]).toMatch(/^Chirper\s+social\s+ada\s+https:\/\/chirper\.example\/ada\s+GET /)
    expect(summaryLine(ANSWERS, 1200)).toBe(
      '3 checked in 1.2 s: 1 found, 2 not found, 0 could not tell, 0 errors',
    )
  })

  it('answers and nothing found: says from how many platforms', () => {
    expect(foundTable(NO_ACCOUNT_ANSWERS)).toBe('Nothing found (answers from 2 platforms).')
  })

  it('name rules: nothing asked, never "not found"', () => {
    expect(foundTable(NAME_RULES)).toBe('Nothing could be told.')
    expect(summaryLine(NAME_RULES, 0)).toBe(
      '0 checked in 0.0 s: 0 found, 0 not found, 0 could not tell, 0 errors; ' +
        '3 not asked (the name breaks their username rules)',
    )
  })

  it('facts about the query: apart from the platforms, never a found row', () => {
    expect(foundTable(FACTS)).toBe(
      'Only facts about the query.\n\n' +
        'About the query itself (read without asking any platform):\n' +
        '  Email address: example.com publishes MX records (mail.example.com)',
    )
    expect(summaryLine(FACTS, 0)).toMatch(/^0 checked .*; 1 fact about the query$/)
  })

  it("couldn't tell: by reason, and the search told nothing", () => {
    // The CLI spends no credit, so none is said to come back.
    expect(foundTable(UNREACHABLE)).toBe('Nothing could be told.')
    expect(summaryLine(UNREACHABLE, 0)).toBe(
      '3 checked in 0.0 s: 0 found, 0 not found, 3 could not tell (could not be reached 3), 0 errors',
    )
  })

  it('a check of the query that read nothing says why, beside the rest', () => {
    const unread = { ...FACTS[0]!, status: 'unknown' as const, reason: 'unreachable' as const }
    expect(foundTable([unread, ...UNREACHABLE])).toBe(
      'Nothing could be told.\n\n' +
        'About the query itself (read without asking any platform):\n' +
        "  Email address: couldn't tell (could not be reached)",
    )
  })
})
