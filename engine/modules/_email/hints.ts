/** The one rule for masked recovery hints, shared with the report (shared/hints.ts). */
export { maskedEmail, maskedPhone } from '../../../shared/hints.ts'
