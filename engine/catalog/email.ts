import type { LookupModule } from '../types.ts'
import { adobeModule } from '../modules/adobe.ts'
import { amocrmModule } from '../modules/amocrm.ts'
import { annaabiModule } from '../modules/annaabi.ts'
import { anydoModule } from '../modules/anydo.ts'
import { babbelModule } from '../modules/babbel.ts'
import { cakeModule } from '../modules/cake.ts'
import { chesscomEmailModule } from '../modules/chesscom-email.ts'
import { classdojoModule } from '../modules/classdojo.ts'
import { courseraModule } from '../modules/coursera.ts'
import { deezerModule } from '../modules/deezer.ts'
import { diigoEmailModule } from '../modules/diigo-email.ts'
import { dockerhubEmailModule } from '../modules/dockerhub-email.ts'
import { dropboxModule } from '../modules/dropbox.ts'
import { duolingoEmailModule } from '../modules/duolingo-email.ts'
import { edxModule } from '../modules/edx.ts'
import { emailAddressModule } from '../modules/email-address.ts'
import { envatoEmailModule } from '../modules/envato-email.ts'
import { eventbriteModule } from '../modules/eventbrite.ts'
import { firefoxModule } from '../modules/firefox.ts'
import { freelancerModule } from '../modules/freelancer.ts'
import { funMoocModule } from '../modules/fun-mooc.ts'
import { githubEmailModule } from '../modules/github-email.ts'
import { gravatarEmailModule } from '../modules/gravatar-email.ts'
import { hackerearthModule } from '../modules/hackerearth.ts'
import { hackerrankEmailModule } from '../modules/hackerrank-email.ts'
import { howtogeekModule } from '../modules/howtogeek.ts'
import { huggingfaceEmailModule } from '../modules/huggingface-email.ts'
import { imgurModule } from '../modules/imgur.ts'
import { insightlyModule } from '../modules/insightly.ts'
import { instagramEmailModule } from '../modules/instagram-email.ts'
import { lastpassModule } from '../modules/lastpass.ts'
import { microsoftModule } from '../modules/microsoft.ts'
import { miroModule } from '../modules/miro.ts'
import { mozModule } from '../modules/moz.ts'
import { neocitiesModule } from '../modules/neocities.ts'
import { nimbleModule } from '../modules/nimble.ts'
import { nocrmModule } from '../modules/nocrm.ts'
import { office365Module } from '../modules/office365.ts'
import { openpgpModule } from '../modules/openpgp.ts'
import { patreonModule } from '../modules/patreon.ts'
import { pinterestEmailModule } from '../modules/pinterest-email.ts'
import { plurkModule } from '../modules/plurk.ts'
import { protonModule } from '../modules/proton.ts'
import { pypiEmailModule } from '../modules/pypi-email.ts'
import { quizletModule } from '../modules/quizlet.ts'
import { replitEmailModule } from '../modules/replit-email.ts'
import { rocketreachModule } from '../modules/rocketreach.ts'
import { rubygemsEmailModule } from '../modules/rubygems-email.ts'
import { screenerModule } from '../modules/screener.ts'
import { spotifyModule } from '../modules/spotify.ts'
import { stravaModule } from '../modules/strava.ts'
import { teamleaderModule } from '../modules/teamleader.ts'
import { teamtreehouseModule } from '../modules/teamtreehouse.ts'
import { tumblrModule } from '../modules/tumblr.ts'
import { voxmediaModule } from '../modules/voxmedia.ts'
import { wixModule } from '../modules/wix.ts'
import { wondershareModule } from '../modules/wondershare.ts'
import { wordpressModule } from '../modules/wordpress.ts'
import { xEmailModule } from '../modules/x-email.ts'
import { xdaModule } from '../modules/xda.ts'
import { zohoModule } from '../modules/zoho.ts'

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
  amocrmModule,
  dropboxModule,
  insightlyModule,
  nimbleModule,
  nocrmModule,
  rocketreachModule,
  teamleaderModule,
  zohoModule,
  eventbriteModule,
  hackerrankEmailModule,
  howtogeekModule,
  huggingfaceEmailModule,
  miroModule,
  mozModule,
  neocitiesModule,
  wixModule,
  xdaModule,
  annaabiModule,
  babbelModule,
  cakeModule,
  classdojoModule,
  courseraModule,
  edxModule,
  funMoocModule,
  quizletModule,
  teamtreehouseModule,
  diigoEmailModule,
  envatoEmailModule,
  hackerearthModule,
  pypiEmailModule,
  rubygemsEmailModule,
  screenerModule,
  wondershareModule,
]
