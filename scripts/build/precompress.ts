import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
/** Below this, the compressed file saves less than the headers it costs. */
const MIN_BYTES = 1024

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

/**
 * Writes `name.br` and `name.gz` beside every compressible file of a built web app, at the
 * highest levels (done once at build time, so the server never compresses assets per request).
 * A variant that would not be smaller is not written. Returns the files it compressed.
 */
export function precompressDir(dir: string): string[] {
  const done: string[] = []
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue
    const source = readFileSync(path)
    if (source.length < MIN_BYTES) continue
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    })
    const gz = gzipSync(source, { level: 9 })
    if (br.length < source.length) writeFileSync(`${path}.br`, br)
    if (gz.length < source.length) writeFileSync(`${path}.gz`, gz)
    done.push(path)
  }
  return done
}

/** Vite plugin: precompresses the whole output once the bundle is written. */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'snooplens-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      precompressDir(outDir)
    },
  }
}
