import { thecardboardForumModule } from './thecardboard.ts'
import { describeMybbBoard } from './_email/mybb-testing.ts'

describeMybbBoard(thecardboardForumModule, 'https://thecardboard.org', '/board')
