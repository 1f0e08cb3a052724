/**
 * The JSON export of a report as the deployment writes and signs it
 * (server/reports/report-export.ts), and what reading one back needs: the browser's verify
 * page, the re-check of an uploaded report, the CLI. The signature covers the whole document
 * in its canonical form (shared/canonical-json.ts) except `signature.value` itself.
 */
import { z } from 'zod/mini'
import { ModuleResult, QueryType } from './module-result.ts'

export const REPORT_FORMAT = 'snooplens-report/1'

/** Where a deployment serves the public key its reports are signed with, as a JWK. */
export const SIGNING_KEY_PATH = '/.well-known/report-signing-key'

export const ReportSignature = z.object({
  /** Ed25519 (RFC 8037). */
  alg: z.literal('EdDSA'),
  /** The signing key's JWK thumbprint (RFC 7638). */
  kid: z.string(),
  /** ISO time the deployment signed the export. */
  signed_at: z.string(),
  /** Where the deployment serves the public key. */
  key_url: z.string(),
  /** base64url of the Ed25519 signature. */
  value: z.string(),
})
export type ReportSignature = z.infer<typeof ReportSignature>

/** A report export, read leniently: an older export without a signature still reads. */
export const ReportExport = z.object({
  format: z.optional(z.string()),
  /** The origin of the deployment that produced it. */
  deployment: z.optional(z.string()),
  type: QueryType,
  /** The query exactly as the report shows it, and as the signature covers it. */
  query: z.string(),
  /** ISO time the last check of the search ended. */
  completed_at: z.optional(z.string()),
  results: z.array(ModuleResult),
  signature: z.optional(ReportSignature),
})
export type ReportExport = z.infer<typeof ReportExport>

/**
 * What the deployment says of an uploaded export. `exact`: signed by this deployment's key
 * and not a byte of meaning changed since. `changed`: signed with this key, but something in
 * it differs from what was signed. `other_key`: signed by another deployment (or a CLI).
 * `unsigned`: carries no signature. `unreadable`: not a report export at all.
 */
export const VERDICTS = ['exact', 'changed', 'other_key', 'unsigned', 'unreadable'] as const
export const ReportVerdict = z.enum(VERDICTS)
export type ReportVerdict = z.infer<typeof ReportVerdict>

/** POST /api/reports/verify: the verdict, and what the signature vouches for when exact. */
export const ReportVerification = z.object({
  verdict: ReportVerdict,
  /** The deployment that answered (its origin). */
  deployment: z.string(),
  signed_at: z.optional(z.string()),
  completed_at: z.optional(z.string()),
  type: z.optional(QueryType),
  query: z.optional(z.string()),
  /** Accounts the report says were found. */
  found: z.optional(z.int().check(z.nonnegative())),
})
export type ReportVerification = z.infer<typeof ReportVerification>
