import { describe, expect, it } from 'vitest'
import { coverageOf } from './coverage.ts'
import { badgeLabel, evidenceKind } from './evidence-kind.ts'
import {
  ANSWERS,
  FACTS,
  NAME_RULES,
  NO_ACCOUNT_ANSWERS,
  UNREACHABLE,
} from './evidence-kind-fixtures.ts'
import { outcomeLine, reportOutcome } from './report-outcome.ts'

describe('the kind of evidence behind a result', () => {
  it('tells an answer, a name rule, a fact and a could-not-tell apart', () => {
    expect(ANSWERS.map(evidenceKind)).toEqual(['answer', 'answer', 'answer'])
    expect(NAME_RULES.map(evidenceKind)).toEqual(['name_rule', 'name_rule', 'name_rule'])
    expect(FACTS.map(evidenceKind)).toEqual(['fact'])
    expect(UNREACHABLE.map(evidenceKind)).toEqual([
      'could_not_tell',
      'could_not_tell',
      'could_not_tell',
    ])
    expect([...ANSWERS, NAME_RULES[0]!, FACTS[0]!, UNREACHABLE[0]!].map(badgeLabel)).toEqual([
      'Data Found',
      'No Data',
      'No Data',
      'Name not allowed',
      'Fact',
      "Couldn't tell",
    ])
  })

  it('leaves name rules out of coverage: nothing was asked', () => {
    expect(coverageOf([...NAME_RULES, ...NO_ACCOUNT_ANSWERS])).toMatchObject({
      checks: 2,
      answered: 2,
      couldNotTell: 0,
      sufficient: true,
    })
  })
})

describe('what a report amounts to', () => {
  it.each([
    [ANSWERS, 'Found on 1 platform'],
    [NO_ACCOUNT_ANSWERS, 'Nothing found (answers from 2 platforms)'],
    [NAME_RULES, 'Nothing could be told (credit given back)'],
    [UNREACHABLE, 'Nothing could be told (credit given back)'],
    [FACTS, 'Only facts about the email address (credit given back)'],
  ])('%#: %s', (results, line) => {
    expect(outcomeLine(reportOutcome(results), 'email address')).toBe(line)
  })
})
