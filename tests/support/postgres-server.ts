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
  /** Stops the server for good and removes its files. */
  stop(): Promise<void>
  /** Stops the server (fast shutdown: every connection is cut) and keeps its files. */
  halt(): Promise<void>
  /** Starts a halted server again, on the same port with the same data. */
  resume(): Promise<void>
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
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  let child: ChildProcess | undefined

  async function launch() {
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
    const started = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    child = started
    let stderr = ''
    started.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
    const deadline = Date.now() + 20_000
    for (;;) {
      const client = new pg.Client({ connectionString: url })
      try {
        await client.connect()
        await client.end()
        return
      } catch {
        await client.end().catch(() => undefined)
        if (started.exitCode !== null || Date.now() > deadline) {
          started.kill('SIGKILL')
          throw new Error(`PostgreSQL did not start: ${stderr}`)
        }
        await new Promise((r) => setTimeout(r, 100))
      }
    }
  }

  async function shutdown() {
    const running = child
    if (!running) return
    child = undefined
    const exited =
      running.exitCode !== null ? Promise.resolve() : new Promise((r) => running.once('exit', r))
    // Signal the postmaster itself: runuser, in between, does not pass signals on.
    const pidFile = join(dir, 'postmaster.pid')
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0
    if (pid > 0) process.kill(pid, 'SIGINT') // fast shutdown
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
    running.stderr?.destroy()
    running.unref()
  }

  await launch()
  return {
    url,
    halt: shutdown,
    resume: launch,
    stop: async () => {
      await shutdown()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
