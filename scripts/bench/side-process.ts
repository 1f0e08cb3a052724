import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

/**
 * Starts one of the benchmark's own servers (the farm, the CLI's proxy) as a process of its
 * own, so its work does not share the measured engine's thread. The script prints one line
 * of JSON once it is ready; that line is `ready`. With `ipc`, the parent may talk to it.
 */
export async function startSideProcess<Ready>(
  script: URL,
  name: string,
  env: Record<string, string>,
  ipc = false,
): Promise<{ child: ChildProcess; ready: Ready; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(script)], {
    env: { ...process.env, ...env },
    stdio: ipc ? ['ignore', 'pipe', 'inherit', 'ipc'] : ['ignore', 'pipe', 'inherit'],
  })
  if (!child.stdout) throw new Error(`the ${name} has no standard output`)
  const [chunk] = (await Promise.race([
    once(child.stdout, 'data'),
    once(child, 'exit').then(() => {
      throw new Error(`the ${name} exited before it was ready`)
    }),
  ])) as [Buffer]
  return {
    child,
    ready: JSON.parse(chunk.toString()) as Ready,
    async stop() {
      child.kill('SIGTERM')
      if (child.exitCode === null) await once(child, 'exit')
    },
  }
}
