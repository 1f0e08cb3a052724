import { cpaelitesForumModule } from './cpaelites.ts'
import { describeMybbBoard } from './_email/mybb-testing.ts'

describeMybbBoard(cpaelitesForumModule, 'https://www.cpaelites.com', '')
