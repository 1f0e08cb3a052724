import { z } from 'zod/mini'
import { createHttpClient } from '../../engine/http/client.ts'
import { workerEngine } from '../../server/search/workers/worker-engine.ts'
import { loopbackModules } from './loopback-platform.ts'

/** The engine search workers load in tests: the loopback platform's modules, at `origin`. */
export default workerEngine('loopback', z.strictObject({ origin: z.url() }), async ({ origin }) => {
  const modules = loopbackModules(origin)
  const http = createHttpClient({ allowPrivateAddresses: true, maxSocketsPerHost: 64 })
  return {
    modules: (type) => modules.filter((m) => m.types.includes(type)),
    all: () => modules,
    http,
    env: {},
    close: () => http.close(),
  }
})
