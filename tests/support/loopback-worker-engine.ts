import { createHttpClient } from '../../engine/http/client.ts'
import type { CreateWorkerEngine } from '../../server/search/workers/worker-engine.ts'
import { loopbackModules } from './loopback-platform.ts'

/** The engine search workers load in tests: the loopback platform's modules, at `origin`. */
export const createWorkerEngine: CreateWorkerEngine = async (options) => {
  const modules = loopbackModules(String(options.origin))
  const http = createHttpClient({ allowPrivateAddresses: true, maxSocketsPerHost: 64 })
  return {
    modules: (type) => modules.filter((m) => m.types.includes(type)),
    all: () => modules,
    http,
    env: {},
    close: () => http.close(),
  }
}
