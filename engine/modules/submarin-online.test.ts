import { submarinOnlineModule } from './submarin-online.ts'
import { describeMisskeyServer } from './_email/misskey-testing.ts'

describeMisskeyServer(submarinOnlineModule, 'https://submarin.online')
