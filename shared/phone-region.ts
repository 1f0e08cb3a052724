/**
 * What a phone report says about the platforms it asked: "Checked 34 platforms that serve
 * +44". A phone search runs only the checks that serve the number's country
 * (engine/registry.ts), so the platforms a report counts (shared/report-counts.ts) are exactly
 * those; this file only names the number's calling code, for the browser, the CLI and the
 * exports alike, without carrying libphonenumber's metadata into the page.
 */
import { plural } from './plural.ts'

/**
 * Every calling code of the world's numbering plans (ITU-T E.164, as libphonenumber lists
 * them). No code is the start of another, so the first one a number starts with is its own.
 */
const CALLING_CODES = new Set(
  '1 7 20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98 211 212 213 216 218 220 221 222 223 224 225 226 227 228 229 230 231 232 233 234 235 236 237 238 239 240 241 242 243 244 245 246 247 248 249 250 251 252 253 254 255 256 257 258 260 261 262 263 264 265 266 267 268 269 290 291 297 298 299 350 351 352 353 354 355 356 357 358 359 370 371 372 373 374 375 376 377 378 380 381 382 383 385 386 387 389 420 421 423 500 501 502 503 504 505 506 507 508 509 590 591 592 593 594 595 596 597 598 599 670 672 673 674 675 676 677 678 679 680 681 682 683 685 686 687 688 689 690 691 692 800 808 850 852 853 855 856 870 878 880 881 882 883 886 888 960 961 962 963 964 965 966 967 968 970 971 972 973 974 975 976 977 979 992 993 994 995 996 998'.split(
    ' ',
  ),
)

/** "+44" for "+447400123456"; undefined for anything not an international number. */
export function callingCodeOf(query: string): string | undefined {
  if (!/^\+\d+$/.test(query)) return undefined
  for (const length of [1, 2, 3]) {
    const code = query.slice(1, 1 + length)
    if (CALLING_CODES.has(code)) return `+${code}`
  }
  return undefined
}

/**
 * "Checked 34 platforms that serve +44.": how many platforms a phone search asked, all of
 * them ones that serve the number's country. Undefined for other searches, and for a number
 * without its country code (no platform can be asked about it).
 */
export function phonePlatformsLine(query: string, platforms: number): string | undefined {
  const code = callingCodeOf(query)
  if (!code) return undefined
  return `Checked ${plural(platforms, 'platform', 'platforms')} that ${platforms === 1 ? 'serves' : 'serve'} ${code}.`
}
