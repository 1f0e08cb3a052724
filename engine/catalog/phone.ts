import type { LookupModule } from '../types.ts'
import { microsoftPhoneModule } from '../modules/microsoft-phone.ts'
import { phoneIntelModule } from '../modules/phone-intel.ts'

/**
 * The phone code modules, one file each in engine/modules/: the offline facts about the
 * number, then the silent account checks, each declaring the countries it serves
 * (docs/decisions/033-phone-checks-by-region.md). Flows that would text, call or notify the
 * owner are listed in docs/phone-checks-not-built.md instead.
 */
export const phoneModules: readonly LookupModule[] = [phoneIntelModule, microsoftPhoneModule]
