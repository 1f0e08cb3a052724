import type { LookupModule } from '../types.ts'
import { adobeModule } from '../modules/adobe.ts'
import { airastanaModule } from '../modules/airastana.ts'
import { amocrmModule } from '../modules/amocrm.ts'
import { annaabiModule } from '../modules/annaabi.ts'
import { anydoModule } from '../modules/anydo.ts'
import { badeggsonlineForumModule } from '../modules/badeggsonline.ts'
import { biosmodsForumModule } from '../modules/biosmods.ts'
import { biotechnologyForumsModule } from '../modules/biotechnologyforums.ts'
import { blitzortungForumModule } from '../modules/blitzortung.ts'
import { cakeModule } from '../modules/cake.ts'
import { cambridgeMtForumModule } from '../modules/cambridge-mt.ts'
import { chesscomEmailModule } from '../modules/chesscom-email.ts'
import { chinaphonearenaForumModule } from '../modules/chinaphonearena.ts'
import { clashfarmerForumModule } from '../modules/clashfarmer.ts'
import { classdojoModule } from '../modules/classdojo.ts'
import { codeigniterForumModule } from '../modules/codeigniter.ts'
import { courseraModule } from '../modules/coursera.ts'
import { cpaelitesForumModule } from '../modules/cpaelites.ts'
import { cpaheroForumModule } from '../modules/cpahero.ts'
import { deezerModule } from '../modules/deezer.ts'
import { blablacarModule } from '../modules/blablacar.ts'
import { crazygamesModule } from '../modules/crazygames.ts'
import { deliverooModule } from '../modules/deliveroo.ts'
import { diigoEmailModule } from '../modules/diigo-email.ts'
import { dockerhubEmailModule } from '../modules/dockerhub-email.ts'
import { dominosFrModule } from '../modules/dominos-fr.ts'
import { dropboxModule } from '../modules/dropbox.ts'
import { duolingoEmailModule } from '../modules/duolingo-email.ts'
import { eaModule } from '../modules/ea.ts'
import { edxModule } from '../modules/edx.ts'
import { emailAddressModule } from '../modules/email-address.ts'
import { emiratesModule } from '../modules/emirates.ts'
import { envatoEmailModule } from '../modules/envato-email.ts'
import { etsyModule } from '../modules/etsy.ts'
import { eventbriteModule } from '../modules/eventbrite.ts'
import { firefoxModule } from '../modules/firefox.ts'
import { freelancerModule } from '../modules/freelancer.ts'
import { funMoocModule } from '../modules/fun-mooc.ts'
import { gaanaModule } from '../modules/gaana.ts'
import { garminModule } from '../modules/garmin.ts'
import { githubEmailModule } from '../modules/github-email.ts'
import { gravatarEmailModule } from '../modules/gravatar-email.ts'
import { hackerrankEmailModule } from '../modules/hackerrank-email.ts'
import { howtogeekModule } from '../modules/howtogeek.ts'
import { huggingfaceEmailModule } from '../modules/huggingface-email.ts'
import { huluModule } from '../modules/hulu.ts'
import { imgurModule } from '../modules/imgur.ts'
import { insightlyModule } from '../modules/insightly.ts'
import { instagramEmailModule } from '../modules/instagram-email.ts'
import { inventaireModule } from '../modules/inventaire.ts'
import { kodiForumModule } from '../modules/kodi.ts'
import { lastpassModule } from '../modules/lastpass.ts'
import { lovenudgeModule } from '../modules/lovenudge.ts'
import { mailruModule } from '../modules/mailru.ts'
import { meweModule } from '../modules/mewe.ts'
import { microsoftModule } from '../modules/microsoft.ts'
import { miroModule } from '../modules/miro.ts'
import { misskeyDesignModule } from '../modules/misskey-design.ts'
import { misskeyIoModule } from '../modules/misskey-io.ts'
import { moodleOrgModule } from '../modules/moodle-org.ts'
import { mozModule } from '../modules/moz.ts'
import { mybbCommunityModule } from '../modules/mybb.ts'
import { nattyornotForumModule } from '../modules/nattyornot.ts'
import { ndemiccreationsForumModule } from '../modules/ndemiccreations.ts'
import { neocitiesEmailModule } from '../modules/neocities-email.ts'
import { nextpvrForumsModule } from '../modules/nextpvr.ts'
import { nijimissModule } from '../modules/nijimiss.ts'
import { jetblueModule } from '../modules/jetblue.ts'
import { jiosaavnModule } from '../modules/jiosaavn.ts'
import { justflyModule } from '../modules/justfly.ts'
import { justwatchModule } from '../modules/justwatch.ts'
import { lastfmModule } from '../modules/lastfm.ts'
import { latamModule } from '../modules/latam.ts'
import { makemytripModule } from '../modules/makemytrip.ts'
import { myanimelistEmailModule } from '../modules/myanimelist-email.ts'
import { naturabuyModule } from '../modules/naturabuy.ts'
import { nimbleModule } from '../modules/nimble.ts'
import { nocrmModule } from '../modules/nocrm.ts'
import { nykaaModule } from '../modules/nykaa.ts'
import { office365Module } from '../modules/office365.ts'
import { onlinesequencerForumModule } from '../modules/onlinesequencer.ts'
import { openpgpModule } from '../modules/openpgp.ts'
import { patreonModule } from '../modules/patreon.ts'
import { pinterestEmailModule } from '../modules/pinterest-email.ts'
import { plurkModule } from '../modules/plurk.ts'
import { polarstepsEmailModule } from '../modules/polarsteps-email.ts'
import { protonModule } from '../modules/proton.ts'
import { pypiEmailModule } from '../modules/pypi-email.ts'
import { quizletModule } from '../modules/quizlet.ts'
import { ramblerModule } from '../modules/rambler.ts'
import { replitEmailModule } from '../modules/replit-email.ts'
import { rocketreachModule } from '../modules/rocketreach.ts'
import { rubygemsEmailModule } from '../modules/rubygems-email.ts'
import { skoutModule } from '../modules/skout.ts'
import { spotifyModule } from '../modules/spotify.ts'
import { stravaModule } from '../modules/strava.ts'
import { submarinOnlineModule } from '../modules/submarin-online.ts'
import { sushiSkiModule } from '../modules/sushi-ski.ts'
import { teamleaderModule } from '../modules/teamleader.ts'
import { teamtreehouseEmailModule } from '../modules/teamtreehouse-email.ts'
import { tellonymEmailModule } from '../modules/tellonym-email.ts'
import { thecardboardForumModule } from '../modules/thecardboard.ts'
import { therianGuideForumsModule } from '../modules/therian-guide.ts'
import { rappiModule } from '../modules/rappi.ts'
import { secretflyingModule } from '../modules/secretflying.ts'
import { skyscannerModule } from '../modules/skyscanner.ts'
import { soundcloudEmailModule } from '../modules/soundcloud-email.ts'
import { spicejetModule } from '../modules/spicejet.ts'
import { sunnxtModule } from '../modules/sunnxt.ts'
import { trivagoModule } from '../modules/trivago.ts'
import { tumblrModule } from '../modules/tumblr.ts'
import { vimeoModule } from '../modules/vimeo.ts'
import { voxmediaModule } from '../modules/voxmedia.ts'
import { vrboModule } from '../modules/vrbo.ts'
import { wixModule } from '../modules/wix.ts'
import { wondershareModule } from '../modules/wondershare.ts'
import { wordpressModule } from '../modules/wordpress.ts'
import { xEmailModule } from '../modules/x-email.ts'
import { xdaModule } from '../modules/xda.ts'
import { xingEmailModule } from '../modules/xing-email.ts'
import { zohoModule } from '../modules/zoho.ts'

/**
 * The email code modules, one file each in engine/modules/. Every one of them is silent: it
 * never triggers a password reset, a sign-up confirmation or a login alert (each file says how,
 * and its `silence` field says why in a sentence or two).
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
  lovenudgeModule,
  skoutModule,
  misskeyIoModule,
  nijimissModule,
  misskeyDesignModule,
  inventaireModule,
  cpaheroForumModule,
  cpaelitesForumModule,
  tellonymEmailModule,
  sushiSkiModule,
  submarinOnlineModule,
  etsyModule,
  deliverooModule,
  dominosFrModule,
  naturabuyModule,
  eventbriteModule,
  rappiModule,
  nykaaModule,
  garminModule,
  lastfmModule,
  soundcloudEmailModule,
  gaanaModule,
  jiosaavnModule,
  vimeoModule,
  myanimelistEmailModule,
  justwatchModule,
  sunnxtModule,
  huluModule,
  eaModule,
  crazygamesModule,
  vrboModule,
  blablacarModule,
  polarstepsEmailModule,
  skyscannerModule,
  emiratesModule,
  trivagoModule,
  justflyModule,
  jetblueModule,
  latamModule,
  spicejetModule,
  airastanaModule,
  makemytripModule,
  secretflyingModule,
  amocrmModule,
  dropboxModule,
  insightlyModule,
  nimbleModule,
  nocrmModule,
  rocketreachModule,
  teamleaderModule,
  zohoModule,
  hackerrankEmailModule,
  howtogeekModule,
  huggingfaceEmailModule,
  miroModule,
  mozModule,
  neocitiesEmailModule,
  wixModule,
  xdaModule,
  annaabiModule,
  cakeModule,
  classdojoModule,
  courseraModule,
  edxModule,
  funMoocModule,
  quizletModule,
  teamtreehouseEmailModule,
  diigoEmailModule,
  envatoEmailModule,
  pypiEmailModule,
  rubygemsEmailModule,
  wondershareModule,
  moodleOrgModule,
]
