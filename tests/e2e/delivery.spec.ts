import { statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { landingScripts } from '../../scripts/bench/landing-scripts.ts'

const WEB_ROOT = 'dist/web'
const LANDING_JS_BUDGET = 90_000

test('the landing page loads at most 90 kB of JavaScript, gzipped', () => {
  const scripts = landingScripts(WEB_ROOT)
  const gzip = scripts.reduce((n, s) => n + s.gzip, 0)
  expect(gzip, scripts.map((s) => `${s.path} ${s.gzip}`).join(', ')).toBeLessThanOrEqual(
    LANDING_JS_BUDGET,
  )
})

test('the landing page arrives brotli-compressed, its assets cached for a year', async ({
  page,
}) => {
  const assets: { path: string; encoding?: string; cache?: string }[] = []
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname
    if (!path.startsWith('/assets/')) return
    const headers = res.headers()
    assets.push({ path, encoding: headers['content-encoding'], cache: headers['cache-control'] })
  })
  const html = await page.goto('/')
  expect(html?.headers()['cache-control']).toBe('no-cache')
  if (statSync(join(WEB_ROOT, 'index.html')).size >= 1024)
    expect(html?.headers()['content-encoding']).toBe('br')
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled()
  expect(assets.length).toBeGreaterThan(1)
  for (const asset of assets) {
    expect(asset.cache, asset.path).toBe('public, max-age=31536000, immutable')
    // Under 1 kB a file is not worth compressing; anything larger arrives as brotli.
    const size = statSync(join(WEB_ROOT, asset.path)).size
    if (size >= 1024) expect(asset.encoding, asset.path).toBe('br')
  }
})
