import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from './lock.ts'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'snooplens-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

describe('data directory lock', () => {
  it('refuses a second holder while a live process holds it', () => {
    const dir = tempDir()
    // A live process other than this one: the parent of the test worker.
    writeFileSync(join(dir, 'snooplens.lock'), String(process.ppid))
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
    expect(() => lockDataDir(dir)).toThrow(/in use by another running process/)
  })

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir()
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    })
    writeFileSync(join(dir, 'snooplens.lock'), dead.stdout)
    const release = lockDataDir(dir)
    release()
  })

  it('can be taken again once released', () => {
    const dir = tempDir()
    lockDataDir(dir)()
    lockDataDir(dir)()
  })
})
