import { sql } from 'drizzle-orm'
import type { Database } from '../../server/db/client.ts'

/** Every row of every table of the public schema, as one JSON text: what the database holds. */
export async function databaseDump(database: Database): Promise<string> {
  const tables = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  )) as unknown as { rows: { table_name: string }[] }
  let dump = ''
  for (const { table_name } of tables.rows) {
    const rows = (await database.db.execute(
      sql.raw(`select * from "${table_name}"`),
    )) as unknown as { rows: unknown[] }
    dump += JSON.stringify(rows.rows)
  }
  return dump
}
