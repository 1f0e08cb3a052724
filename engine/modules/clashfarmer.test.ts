import { clashfarmerForumModule } from './clashfarmer.ts'
import { describeMybbBoard } from './_email/mybb-testing.ts'

describeMybbBoard(clashfarmerForumModule, 'https://www.clashfarmer.com', '/forum')
