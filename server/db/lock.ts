import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join, resolve } from 'node:path'

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another running process (pid ${pid}). ` +
        'Stop that process, or give this one its own DATA_DIR, or use PostgreSQL with DATABASE_URL.',
    )
    this.name = 'DataDirLockedError'
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite is one connection in one process: two processes on one directory corrupt it.
 * Takes an exclusive lock file; a lock left by a dead process is taken over.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const absolute = resolve(dir)
  mkdirSync(absolute, { recursive: true })
  const lockPath = join(absolute, 'snooplens.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      let released = false
      return () => {
        if (released) return
        released = true
        rmSync(lockPath, { force: true })
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10)
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(absolute, pid)
      }
      rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not lock the data directory ${absolute}`)
}
