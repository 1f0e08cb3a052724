import type { LookupModule } from '../types.ts'
import { phoneIntelModule } from '../modules/phone-intel.ts'

/**
 * The phone code modules, one file each in engine/modules/. No account-existence module is
 * listed: no service found reveals whether a number is registered without texting it or
 * needing a signed-in session.
 */
export const phoneModules: readonly LookupModule[] = [phoneIntelModule]
