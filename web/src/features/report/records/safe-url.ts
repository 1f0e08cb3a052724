export { safeHttpUrl } from '../../../../../shared/untrusted-text.ts'
