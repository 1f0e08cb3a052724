import type { LookupModule } from '../types.ts'

/** The email code modules, one file each in engine/modules/. */
export const emailModules: readonly LookupModule[] = []
