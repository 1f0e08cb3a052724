import type { LookupModule } from '../types.ts'
import { hibpModule } from '../modules/hibp.ts'
import { numverifyModule } from '../modules/numverify.ts'
import { osintIndustriesModule } from '../modules/osint-industries.ts'
import { whoxyModule } from '../modules/whoxy.ts'

/** The paid data providers: each runs only when the variable named by its needsKey is set. */
export const providerModules: readonly LookupModule[] = [
  hibpModule,
  whoxyModule,
  numverifyModule,
  osintIndustriesModule,
]
