import type { LookupModule } from '../types.ts'

/** The username code modules, one file each in engine/modules/. */
export const usernameModules: readonly LookupModule[] = []
