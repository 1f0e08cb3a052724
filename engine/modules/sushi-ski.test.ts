import { sushiSkiModule } from './sushi-ski.ts'
import { describeMisskeyServer } from './_email/misskey-testing.ts'

describeMisskeyServer(sushiSkiModule, 'https://sushi.ski')
