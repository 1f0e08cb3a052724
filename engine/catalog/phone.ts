import type { LookupModule } from '../types.ts'

/** The phone code modules, one file each in engine/modules/. */
export const phoneModules: readonly LookupModule[] = []
