import type { ApiErrorBody } from '../shared/api.ts'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'

/** Hashed file names change with their content: browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Pages must be revalidated each time, so a new build reaches everyone at once. */
const REVALIDATE = 'no-cache'
/** Unhashed public files (favicon, robots.txt) change rarely. */
const PUBLIC_FILE = 'public, max-age=86400'

const isPageRequest = (method: string, url: string) =>
  (method === 'GET' || method === 'HEAD') && !url.startsWith('/api/') && !url.startsWith('/auth/')

/**
 * Serves the built web app (`dist/web`) beside the API. The build writes brotli and gzip
 * variants of every text file; the one the browser accepts is sent with its
 * Content-Encoding and `Vary: Accept-Encoding`. Every other page path gets index.html (the
 * single-page app's router owns it), for HEAD as for GET. Anything else is a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | null | undefined) {
  const hasApp = Boolean(webRoot && existsSync(join(webRoot, 'index.html')))
  if (webRoot && hasApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        const cacheControl = path.includes('/assets/')
          ? IMMUTABLE
          : /\/index\.html(?:\.br|\.gz)?$/.test(path)
            ? REVALIDATE
            : PUBLIC_FILE
        res.header('cache-control', cacheControl)
      },
    })
  }
  app.setNotFoundHandler((req, reply) => {
    if (hasApp && isPageRequest(req.method, req.url)) return reply.sendFile('index.html')
    return reply.code(404).send({ error: 'Not found', code: 'NOT_FOUND' } satisfies ApiErrorBody)
  })
}
