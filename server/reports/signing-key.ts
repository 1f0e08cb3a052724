import type { Db } from '../db/client.ts'
import { sharedSecret } from '../db/app-secret.ts'
import {
  newPrivateKey,
  parsePrivateKey,
  privateKeyText,
  signingKey,
  type SigningKey,
} from './report-signature.ts'

/** The app_secrets row that keeps the generated key (PKCS#8 DER, base64). */
export const SIGNING_KEY_SECRET = 'report-signing-key'

/**
 * The key the deployment signs report exports with: REPORT_SIGNING_KEY when configured, else
 * the one the first instance on this database generated and stored (as the session secret is
 * kept when none is configured), so every instance signs with the same key across restarts.
 */
export async function loadSigningKey(db: Db, configured: string | undefined): Promise<SigningKey> {
  if (configured) return signingKey(parsePrivateKey(configured))
  const stored = await sharedSecret(db, SIGNING_KEY_SECRET, () => privateKeyText(newPrivateKey()))
  return signingKey(parsePrivateKey(stored))
}
