import { Writable } from 'node:stream'
import type { MockAgent } from 'undici'
import { createHttpClient } from '../../engine/http/client.ts'
import { createSearchEngine, type EngineSetup } from '../../server/search/workers/search-engine.ts'
import { processSeams } from './engine-seams.ts'

/** One process's client over the platforms `agent` fakes, with its canaries and answer times. */
export function fakedProcess(agent: MockAgent) {
  const http = createHttpClient({ dispatcher: agent })
  return { http, ...processSeams({ http }) }
}

/**
 * The real search engine, asking the platforms `agent` fakes, with the checks `modules` picks,
 * in a process of its own unless given one that engines share.
 */
export function engineFaking(
  agent: MockAgent,
  modules: EngineSetup['modules'],
  process = fakedProcess(agent),
) {
  return createSearchEngine({ env: {}, modules, ...process })
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
