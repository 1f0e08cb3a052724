import type { FastifyInstance } from 'fastify'
import helmet from '@fastify/helmet'
import { AppError } from './errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cross-site request protection for state-changing API calls: the session cookie is
 * SameSite=Lax, and on top of that the Origin header must be our own. Routes that are
 * called by other servers (webhooks) opt out by path.
 */
export function registerOriginCheck(
  app: FastifyInstance,
  appOrigin: string,
  exemptPaths: string[] = [],
) {
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method) || !req.url.startsWith('/api/')) return
    const path = req.url.split('?')[0] ?? ''
    if (exemptPaths.includes(path)) return
    if (req.headers.origin !== appOrigin) {
      throw new AppError(403, 'CROSS_SITE_REQUEST', 'Cross-site request refused.')
    }
  })
}

export async function registerSecurityHeaders(app: FastifyInstance, appOrigin: string) {
  const https = appOrigin.startsWith('https:')
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'connect-src': ["'self'"],
        // Profile pictures come from the platforms themselves.
        'img-src': ["'self'", 'data:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'form-action': ["'self'", 'https://accounts.google.com', 'https://checkout.stripe.com'],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    // With no-referrer, browsers send `Origin: null` on form posts, which the Origin check
    // must refuse; this policy keeps our own origin on same-site requests only.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  })
}
