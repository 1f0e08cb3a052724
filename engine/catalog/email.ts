import type { LookupModule } from '../types.ts'
import { adobeModule } from '../modules/adobe.ts'
import { anydoModule } from '../modules/anydo.ts'
import { badeggsonlineForumModule } from '../modules/badeggsonline.ts'
import { biosmodsForumModule } from '../modules/biosmods.ts'
import { biotechnologyForumsModule } from '../modules/biotechnologyforums.ts'
import { blitzortungForumModule } from '../modules/blitzortung.ts'
import { cambridgeMtForumModule } from '../modules/cambridge-mt.ts'
import { chesscomEmailModule } from '../modules/chesscom-email.ts'
import { chinaphonearenaForumModule } from '../modules/chinaphonearena.ts'
import { clashfarmerForumModule } from '../modules/clashfarmer.ts'
import { codeigniterForumModule } from '../modules/codeigniter.ts'
import { cpaelitesForumModule } from '../modules/cpaelites.ts'
import { cpaheroForumModule } from '../modules/cpahero.ts'
import { deezerModule } from '../modules/deezer.ts'
import { disqusEmailModule } from '../modules/disqus-email.ts'
import { dockerhubEmailModule } from '../modules/dockerhub-email.ts'
import { duolingoEmailModule } from '../modules/duolingo-email.ts'
import { emailAddressModule } from '../modules/email-address.ts'
import { firefoxModule } from '../modules/firefox.ts'
import { freelancerModule } from '../modules/freelancer.ts'
import { githubEmailModule } from '../modules/github-email.ts'
import { gravatarEmailModule } from '../modules/gravatar-email.ts'
import { imgurModule } from '../modules/imgur.ts'
import { instagramEmailModule } from '../modules/instagram-email.ts'
import { inventaireModule } from '../modules/inventaire.ts'
import { kodiForumModule } from '../modules/kodi.ts'
import { lastpassModule } from '../modules/lastpass.ts'
import { locketModule } from '../modules/locket.ts'
import { lovenudgeModule } from '../modules/lovenudge.ts'
import { mailruModule } from '../modules/mailru.ts'
import { meweModule } from '../modules/mewe.ts'
import { microsoftModule } from '../modules/microsoft.ts'
import { misskeyDesignModule } from '../modules/misskey-design.ts'
import { misskeyIoModule } from '../modules/misskey-io.ts'
import { mybbCommunityModule } from '../modules/mybb.ts'
import { nattyornotForumModule } from '../modules/nattyornot.ts'
import { ndemiccreationsForumModule } from '../modules/ndemiccreations.ts'
import { nextpvrForumsModule } from '../modules/nextpvr.ts'
import { nijimissModule } from '../modules/nijimiss.ts'
import { office365Module } from '../modules/office365.ts'
import { onlinesequencerForumModule } from '../modules/onlinesequencer.ts'
import { openpgpModule } from '../modules/openpgp.ts'
import { patreonModule } from '../modules/patreon.ts'
import { pinterestEmailModule } from '../modules/pinterest-email.ts'
import { plurkModule } from '../modules/plurk.ts'
import { protonModule } from '../modules/proton.ts'
import { ramblerModule } from '../modules/rambler.ts'
import { replitEmailModule } from '../modules/replit-email.ts'
import { skoutModule } from '../modules/skout.ts'
import { spotifyModule } from '../modules/spotify.ts'
import { stravaModule } from '../modules/strava.ts'
import { submarinOnlineModule } from '../modules/submarin-online.ts'
import { sushiSkiModule } from '../modules/sushi-ski.ts'
import { tellonymEmailModule } from '../modules/tellonym-email.ts'
import { thecardboardForumModule } from '../modules/thecardboard.ts'
import { therianGuideForumsModule } from '../modules/therian-guide.ts'
import { tumblrModule } from '../modules/tumblr.ts'
import { voxmediaModule } from '../modules/voxmedia.ts'
import { wordpressModule } from '../modules/wordpress.ts'
import { xEmailModule } from '../modules/x-email.ts'
import { xingEmailModule } from '../modules/xing-email.ts'

/**
 * The email code modules, one file each in engine/modules/. Every one of them is silent: it
 * never triggers a password reset, a sign-up confirmation or a login alert (each file says how).
 */
export const emailModules: readonly LookupModule[] = [
  emailAddressModule,
  gravatarEmailModule,
  openpgpModule,
  protonModule,
  microsoftModule,
  office365Module,
  firefoxModule,
  adobeModule,
  wordpressModule,
  githubEmailModule,
  dockerhubEmailModule,
  replitEmailModule,
  duolingoEmailModule,
  spotifyModule,
  deezerModule,
  chesscomEmailModule,
  stravaModule,
  imgurModule,
  pinterestEmailModule,
  xEmailModule,
  instagramEmailModule,
  tumblrModule,
  plurkModule,
  patreonModule,
  lastpassModule,
  anydoModule,
  freelancerModule,
  voxmediaModule,
  mybbCommunityModule,
  kodiForumModule,
  codeigniterForumModule,
  nextpvrForumsModule,
  onlinesequencerForumModule,
  ndemiccreationsForumModule,
  cambridgeMtForumModule,
  blitzortungForumModule,
  biosmodsForumModule,
  thecardboardForumModule,
  chinaphonearenaForumModule,
  clashfarmerForumModule,
  badeggsonlineForumModule,
  therianGuideForumsModule,
  biotechnologyForumsModule,
  nattyornotForumModule,
  mailruModule,
  ramblerModule,
  meweModule,
  xingEmailModule,
  locketModule,
  lovenudgeModule,
  skoutModule,
  misskeyIoModule,
  nijimissModule,
  misskeyDesignModule,
  inventaireModule,
  disqusEmailModule,
  cpaheroForumModule,
  cpaelitesForumModule,
  tellonymEmailModule,
  sushiSkiModule,
  submarinOnlineModule,
]
