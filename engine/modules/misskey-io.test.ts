import { misskeyIoModule } from './misskey-io.ts'
import { describeMisskeyServer } from './_email/misskey-testing.ts'

describeMisskeyServer(misskeyIoModule, 'https://misskey.io')
