import { misskeyDesignModule } from './misskey-design.ts'
import { describeMisskeyServer } from './_email/misskey-testing.ts'

describeMisskeyServer(misskeyDesignModule, 'https://misskey.design')
