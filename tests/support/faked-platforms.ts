import { Writable } from 'node:stream'
import type { MockAgent } from 'undici'
import { createHttpClient } from '../../engine/http/client.ts'
import { createSearchEngine, type EngineSetup } from '../../server/search/workers/search-engine.ts'
import { processSeams } from './engine-seams.ts'

/**
 * The real search engine, asking the platforms `agent` fakes, with the checks `modules` picks,
 * and a process's canaries and answer times over its client.
 */
export function engineFaking(agent: MockAgent, modules: EngineSetup['modules']) {
  const http = createHttpClient({ dispatcher: agent })
  return createSearchEngine({ http, env: {}, modules, ...processSeams({ http }) })
}

/** Makes `host` one that cannot be reached: every request to it fails to connect. */
export function unreachableHost(agent: MockAgent, host: string): void {
  agent
    .get(`https://${host}`)
    .intercept({ path: /.*/ })
    .replyWithError(new Error('connect ECONNREFUSED'))
    .persist()
}

/** A logger for the app that keeps every line it writes, for tests that read what it logs. */
export function keptLogs(): { lines: string[]; logger: { level: string; stream: Writable } } {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, logger: { level: 'trace', stream } }
}
