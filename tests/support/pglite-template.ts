import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
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

/** The suite's template, read once per test process; none when the suite made none. */
function pgliteTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV]
  if (file) template ??= new Blob([readFileSync(file)])
  return template
}

/**
 * A fresh, migrated, empty in-memory database, started from the suite's template when there
 * is one (a second instead of three or four), else created as the app creates one.
 */
export function freshPglite(): Promise<Database> {
  return openDatabase({ kind: 'pglite', dataDir: null, from: pgliteTemplate() })
}

/**
 * A new data directory for a server process (`DATA_DIR`), holding the suite's template
 * database when there is one: the server then opens it as it opens one it made before,
 * instead of spending six seconds of CPU creating it. Without a template it is left empty.
 */
export async function pgliteDataDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'snooplens-server-'))
  const from = pgliteTemplate()
  if (from) {
    const client = new PGlite({ dataDir: dir, loadDataDir: from })
    await client.waitReady
    await client.close()
  }
  return dir
}
