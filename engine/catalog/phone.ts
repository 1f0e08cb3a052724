import type { LookupModule } from '../types.ts'
import { microsoftPhoneModule } from '../modules/microsoft-phone.ts'
import { phoneIntelModule } from '../modules/phone-intel.ts'
import { snapchatPhoneModule } from '../modules/snapchat-phone.ts'
import { xPhoneModule } from '../modules/x-phone.ts'
import { yandexPhoneModule } from '../modules/yandex-phone.ts'
import { zohoPhoneModule } from '../modules/zoho-phone.ts'

/**
 * The phone code modules, one file each in engine/modules/: the offline facts about the
 * number, then the silent account checks, each declaring the countries it serves
 * (docs/decisions/033-phone-checks-by-region.md). Flows that would text, call or notify the
 * owner are listed in docs/phone-checks-not-built.md instead.
 */
export const phoneModules: readonly LookupModule[] = [
  phoneIntelModule,
  // Identity and mail providers whose sign-in takes a number.
  microsoftPhoneModule,
  zohoPhoneModule,
  // Regional portals.
  yandexPhoneModule,
  // Social.
  snapchatPhoneModule,
  xPhoneModule,
]
