import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export interface LandingScript {
  path: string
  raw: number
  gzip: number
  brotli: number
}

/**
 * The JavaScript the landing page loads before any interaction: the module script of the
 * built index.html and the imports it preloads (screens, dialogs and panels loaded on demand
 * are not part of it). Sizes at gzip level 9 and brotli 11, as the build precompresses them.
 */
export function landingScripts(webRoot: string): LandingScript[] {
  const html = readFileSync(join(webRoot, 'index.html'), 'utf8')
  const paths = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1] as string)
  if (paths.length === 0) throw new Error(`No module script found in ${webRoot}/index.html`)
  return [...new Set(paths)].map((path) => {
    const source = readFileSync(join(webRoot, path))
    return {
      path,
      raw: source.length,
      gzip: gzipSync(source, { level: 9 }).length,
      brotli: brotliCompressSync(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length,
    }
  })
}
