import { nijimissModule } from './nijimiss.ts'
import { describeMisskeyServer } from './_email/misskey-testing.ts'

describeMisskeyServer(nijimissModule, 'https://nijimiss.moe')
