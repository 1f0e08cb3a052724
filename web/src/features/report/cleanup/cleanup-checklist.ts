export { cleanupChecklist, type CleanupItem } from '../../../../../shared/cleanup-checklist.ts'
