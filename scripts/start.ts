/**
 * `npm start`: builds the web app when its build is missing or older than its sources,
 * then runs the server, which serves the app and the API from one process.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const builtIndex = join(root, 'dist/web/index.html')

function newestMtime(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))))
}

const sources = ['web', 'shared', 'scripts/build', 'vite.config.ts', 'package-lock.json'].map((p) =>
  join(root, p),
)
const stale =
  !existsSync(builtIndex) ||
  statSync(builtIndex).mtimeMs < Math.max(...sources.filter(existsSync).map(newestMtime))

if (stale) {
  console.log('Building the web app…')
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

await import('../server/index.ts')
