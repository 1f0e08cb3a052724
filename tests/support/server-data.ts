import { rmSync } from 'node:fs'
import { openDatabase, type Database } from '../../server/db/client.ts'
import { pgliteDataDir } from './pglite-template.ts'
import { findPostgresBin, startPostgres } from './postgres-server.ts'

/**
 * Where a server process under test keeps its data, of its own (never the suite's shared
 * PostgreSQL), and how the test reaches it between or beside the server's runs.
 */
export interface ServerData {
  env: Record<string, string>
  /** PGlite's directory is locked by the server: the test opens it only while none runs. */
  exclusive: boolean
  open(): Promise<Database>
  cleanup(): Promise<void>
}

async function pglite(): Promise<ServerData> {
  const dir = await pgliteDataDir()
  return {
    env: { DATA_DIR: dir },
    exclusive: true,
    open: () => openDatabase({ kind: 'pglite', dataDir: dir }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  }
}

async function postgres(bin: string): Promise<ServerData> {
  const server = await startPostgres(bin)
  const opened: Database[] = []
  return {
    env: { DATABASE_URL: server.url },
    exclusive: false,
    open: async () => {
      const database = await openDatabase({ kind: 'postgres', url: server.url, maxConnections: 4 })
      opened.push(database)
      return database
    },
    // The test's own connections close before PostgreSQL stops: cut while idle, each would
    // report "database connection lost" for nothing.
    cleanup: async () => {
      await Promise.all(opened.map((database) => database.close().catch(() => undefined)))
      await server.stop()
    },
  }
}

/** PGlite always; a throwaway PostgreSQL too where its binaries are installed. */
export function serverDataKinds(): { name: string; make: () => Promise<ServerData> }[] {
  const bin = findPostgresBin()
  const kinds = [{ name: 'PGlite', make: pglite }]
  if (bin) kinds.push({ name: 'PostgreSQL', make: () => postgres(bin) })
  return kinds
}
