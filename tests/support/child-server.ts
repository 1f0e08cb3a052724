import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { freePort } from './free-port.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

export interface ChildServer {
  origin: string
  child: ChildProcess
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>
  /** Everything the process wrote, for failure messages. */
  output(): string
  alive(): boolean
}

/**
 * The server as production runs it: its own Node process, listening on loopback, with the
 * given environment. `entry` is a script that boots it (server/index.ts, or a test entry
 * that swaps the platforms behind the engine for fakes). `host` names the origin by
 * (`localhost` makes the server's calls to itself resolve a name, as they do in production).
 */
export async function startChildServer(
  env: Record<string, string>,
  entry = 'server/index.ts',
  host = '127.0.0.1',
): Promise<ChildServer> {
  // The port was free when picked, but anything on the machine (a parallel suite's outgoing
  // connection among them) may take it before the server listens: then it is picked again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(env, entry, host)
    } catch (err) {
      if (!(err instanceof PortTaken) || attempt === PORT_ATTEMPTS) throw err
    }
  }
}

const PORT_ATTEMPTS = 3

class PortTaken extends Error {}

async function startOnFreePort(
  env: Record<string, string>,
  entry: string,
  host: string,
): Promise<ChildServer> {
  const port = await freePort()
  const origin = `http://${host}:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_ORIGIN: origin,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  )
  let ended = false
  void exited.then(() => (ended = true))

  // Up when /api/health answers; a process that dies first says why.
  // (A minute: a shared machine under load takes half of one to boot a server.)
  const deadline = Date.now() + 60_000
  for (;;) {
    if (ended) {
      const message = `the server exited while starting:\n${output}`
      throw output.includes('EADDRINUSE') ? new PortTaken(message) : new Error(message)
    }
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server did not start within 60 s:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return { origin, child, exited, output: () => output, alive: () => !ended }
}
