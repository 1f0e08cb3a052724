import type { LookupModule } from '../types.ts'
import { phoneIntelModule } from '../modules/phone-intel.ts'
import { baihePhoneModule } from '../modules/baihe-phone.ts'
import { dangdangPhoneModule } from '../modules/dangdang-phone.ts'
import { jdPhoneModule } from '../modules/jd-phone.ts'
import { moonbasaPhoneModule } from '../modules/moonbasa-phone.ts'
import { ruparupaPhoneModule } from '../modules/ruparupa-phone.ts'
import { tokopediaPhoneModule } from '../modules/tokopedia-phone.ts'

/**
 * The phone code modules, one file each in engine/modules/: the offline number intelligence,
 * then the keyless account checks, each asking a platform's own silent sign-in or sign-up
 * step whether the number holds an account there (docs/phone-checks-not-built.md lists the
 * flows that would text or call the number, and are not built).
 */
export const phoneModules: readonly LookupModule[] = [
  phoneIntelModule,
  dangdangPhoneModule,
  jdPhoneModule,
  moonbasaPhoneModule,
  tokopediaPhoneModule,
  ruparupaPhoneModule,
  baihePhoneModule,
]
