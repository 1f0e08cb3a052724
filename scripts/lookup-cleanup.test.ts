import { describe, expect, it } from 'vitest'
import { allModules } from '../engine/registry.ts'
import type { ModuleResult } from '../engine/types.ts'
import { catalogueLines } from './lookup-catalogue.ts'
import { foundTable } from './lookup-report.ts'

describe('the CLI says how to delete what it finds', () => {
  it("lists each platform's cleanup with --list --json, null where nobody knows", () => {
    const lines = catalogueLines(
      allModules().filter((m) => ['github', 'hibp', '0-3-ru'].includes(m.id)),
    )
    const byId = Object.fromEntries(
      lines.map((l) => JSON.parse(l) as { id: string; cleanup: unknown }).map((e) => [e.id, e]),
    )
    expect(byId.github?.cleanup).toMatchObject({ service: 'GitHub', difficulty: 'easy' })
    expect(byId.hibp?.cleanup).toBeNull()
    expect(byId['0-3-ru']?.cleanup).toBeNull()
  })

  it('gives a found row its difficulty and link, and a row without a guide neither', () => {
    const result = (name: string, cleanup?: ModuleResult['cleanup']): ModuleResult => ({
      module: name.toLowerCase(),
      name,
      category: 'social',
      status: 'found',
      timestamp: '2026-01-01T00:00:00.000Z',
      elapsed_ms: 5,
      spec_format: [{ username: { value: 'alice', type: 'str', proper_key: 'Username' } }],
      ...(cleanup ? { cleanup } : {}),
    })
    const table = foundTable([
      result('Chirper', { service: 'Chirper', difficulty: 'hard', url: 'https://c.example/del' }),
      result('Quiet'),
    ]).split('\n')
    expect(table[0]).toMatch(/PROFILE\s+CLEANUP\s+EVIDENCE/)
    expect(table[1]).toMatch(/^Chirper\s+social\s+alice\s+hard https:\/\/c\.example\/del$/)
    expect(table[2]).toMatch(/^Quiet\s+social\s+alice$/)
  })
})
