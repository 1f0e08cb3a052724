import type { LookupModule } from '../types.ts'
import { microsoftPhoneModule } from '../modules/microsoft-phone.ts'
import { phoneIntelModule } from '../modules/phone-intel.ts'
import { snapchatPhoneModule } from '../modules/snapchat-phone.ts'
import { xPhoneModule } from '../modules/x-phone.ts'
import { yandexPhoneModule } from '../modules/yandex-phone.ts'
import { zohoPhoneModule } from '../modules/zoho-phone.ts'
import { baihePhoneModule } from '../modules/baihe-phone.ts'
import { dangdangPhoneModule } from '../modules/dangdang-phone.ts'
import { jdPhoneModule } from '../modules/jd-phone.ts'
import { moonbasaPhoneModule } from '../modules/moonbasa-phone.ts'
import { ruparupaPhoneModule } from '../modules/ruparupa-phone.ts'
import { tokopediaPhoneModule } from '../modules/tokopedia-phone.ts'
import { baiduPhoneModule } from '../modules/baidu-phone.ts'
import { qihooPhoneModule } from '../modules/360-phone.ts'
import { weiboPhoneModule } from '../modules/weibo-phone.ts'
import { bilibiliPhoneModule } from '../modules/bilibili-phone.ts'
import { iqiyiPhoneModule } from '../modules/iqiyi-phone.ts'
import { youkuPhoneModule } from '../modules/youku-phone.ts'
import { letvPhoneModule } from '../modules/letv-phone.ts'
import { elongPhoneModule } from '../modules/elong-phone.ts'
import { lvmamaPhoneModule } from '../modules/lvmama-phone.ts'
import { zhunaPhoneModule } from '../modules/zhuna-phone.ts'
import { job51PhoneModule } from '../modules/51job-phone.ts'
import { xunleiPhoneModule } from '../modules/xunlei-phone.ts'
import { game4399PhoneModule } from '../modules/4399-phone.ts'
import { liziPhoneModule } from '../modules/lizi-phone.ts'
import { taonanPhoneModule } from '../modules/taonan-phone.ts'
import { xuexinPhoneModule } from '../modules/xuexin-phone.ts'
import { tuniuPhoneModule } from '../modules/tuniu-phone.ts'
import { pcautoPhoneModule } from '../modules/pcauto-phone.ts'
import { ask120PhoneModule } from '../modules/120ask-phone.ts'
import { neteaseMusicPhoneModule } from '../modules/netease-music-phone.ts'

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
  // Shopping.
  dangdangPhoneModule,
  jdPhoneModule,
  moonbasaPhoneModule,
  tokopediaPhoneModule,
  ruparupaPhoneModule,
  // Dating.
  baihePhoneModule,
  // Chinese portals' registration forms, each asking whether the typed number is taken.
  baiduPhoneModule,
  qihooPhoneModule,
  weiboPhoneModule,
  // Video.
  bilibiliPhoneModule,
  iqiyiPhoneModule,
  youkuPhoneModule,
  letvPhoneModule,
  // Travel.
  elongPhoneModule,
  lvmamaPhoneModule,
  zhunaPhoneModule,
  // Jobs and tools.
  job51PhoneModule,
  xunleiPhoneModule,
  // Games, shops and dating.
  game4399PhoneModule,
  liziPhoneModule,
  taonanPhoneModule,
  // Education, travel, news and forums.
  xuexinPhoneModule,
  tuniuPhoneModule,
  pcautoPhoneModule,
  ask120PhoneModule,
  // Music.
  neteaseMusicPhoneModule,
]
