/**
 * `npm run dev`: the API with reload on change (port 3001) and Vite with hot module
 * replacement (port 3000, proxying the API), so the browser sees one origin.
 */
import { spawn } from 'node:child_process'

const port = process.env.PORT ?? '3000'
const apiPort = process.env.API_PORT ?? '3001'
const env = {
  ...process.env,
  API_PORT: apiPort,
  APP_ORIGIN: process.env.APP_ORIGIN ?? `http://localhost:${port}`,
}

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...env, PORT: apiPort },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...env, PORT: port } }),
]
const stop = () => children.forEach((c) => c.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children.forEach((c) => c.on('exit', stop))
