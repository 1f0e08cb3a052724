import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { openDatabase, type Database } from '../../server/db/client.ts'

/** Where the suite's migrated PGlite database is kept, for its files to start from. */
const TEMPLATE_ENV = 'SNOOPLENS_PGLITE_TEMPLATE'

/**
 * Made once before the suite (global-setup.ts): a database created and migrated as the app
 * creates one, dumped to a file. Returns what removes it.
 */
export async function makePgliteTemplate(): Promise<() => void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null })
  const dir = mkdtempSync(join(tmpdir(), 'snooplens-pglite-'))
  const file = join(dir, 'template.tar')
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client
    const dump = await client.dumpDataDir('none')
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await database.close()
  }
  process.env[TEMPLATE_ENV] = file
  return () => rmSync(dir, { recursive: true, force: true })
}

let template: Blob | undefined

/**
 * A fresh, migrated, empty in-memory database, started from the suite's template when there
 * is one (a second instead of three or four), else created as the app creates one.
 */
export function freshPglite(): Promise<Database> {
  const file = process.env[TEMPLATE_ENV]
  if (file) template ??= new Blob([readFileSync(file)])
  return openDatabase({ kind: 'pglite', dataDir: null, from: template })
}
