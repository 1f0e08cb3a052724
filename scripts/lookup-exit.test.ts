import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('npm run lookup', () => {
  it('exits as soon as the search completes, whatever is still pending', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        './tests/support/pending-handle.ts',
        'scripts/lookup.ts',
        'username',
        'alice',
        '--modules',
        'github',
        '--timeout',
        '1',
        '--json',
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    const hung = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 15_000).unref())
    const outcome = await Promise.race([exited, hung])
    if (outcome === 'hung') child.kill('SIGKILL')
    expect(outcome).toBe(0)
    // Everything was written before the exit: the search's end, then its leads line.
    const lines = stdout.trim().split('\n')
    expect(lines.at(-2)).toContain('"type":"complete"')
    expect(lines.at(-1)).toContain('"type":"leads_and_groups"')
  })
})
