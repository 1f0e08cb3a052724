/**
 * Starts a throwaway PostgreSQL server on loopback for the integration suite when no
 * TEST_DATABASE_URL is given and Debian's postgresql binaries are installed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort } from './free-port.ts'

export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a))
  for (const v of versions) {
    const bin = join(root, v, 'bin')
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'postgres'))) return bin
  }
  return null
}

/** PostgreSQL refuses to run as root; as root, run it as the postgres user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args]
}

export interface RunningPostgres {
  url: string
  stop(): Promise<void>
}

export async function startPostgres(bin: string): Promise<RunningPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'snooplens-pg-'))
  if (process.getuid?.() === 0) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
    chownSync(dir, Number(id.stdout.trim()), Number(gid.stdout.trim()))
  }
  const [initCmd, initArgs] = asServerUser(join(bin, 'initdb'), [
    '-D',
    dir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
  ])
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' })
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`)

  const port = await freePort()
  const [cmd, args] = asServerUser(join(bin, 'postgres'), [
    '-D',
    dir,
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-k',
    dir,
    '-F',
    '-c',
    'max_connections=200',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
  ])
  const child: ChildProcess = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`

  const deadline = Date.now() + 20_000
  for (;;) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      break
    } catch {
      await client.end().catch(() => undefined)
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL')
        throw new Error(`PostgreSQL did not start: ${stderr}`)
      }
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  return {
    url,
    stop: async () => {
      const exited =
        child.exitCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r))
      // Signal the postmaster itself: runuser, in between, does not pass signals on.
      const pid = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0])
      if (pid > 0) process.kill(pid, 'SIGINT') // fast shutdown
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
      child.stderr?.destroy()
      child.unref()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
