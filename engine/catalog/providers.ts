import type { LookupModule } from '../types.ts'

/** The providers code modules, one file each in engine/modules/. */
export const providersModules: readonly LookupModule[] = []
