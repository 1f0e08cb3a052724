import { PassThrough } from 'node:stream'
import type { main } from '../../scripts/lookup.ts'

type CliIo = Parameters<typeof main>[1]

/** The lookup CLI's streams as a test hands them in (`extra` adds to them), and what it wrote. */
export function cliIo(extra: Partial<CliIo> = {}) {
  const stdout = new PassThrough()
  const stderr = new PassThrough()
  const out: string[] = []
  const err: string[] = []
  stdout.on('data', (c: Buffer) => out.push(c.toString()))
  stderr.on('data', (c: Buffer) => err.push(c.toString()))
  return {
    io: { stdout, stderr, env: {}, ...extra },
    out: () => out.join(''),
    err: () => err.join(''),
  }
}
