import { chinaphonearenaForumModule } from './chinaphonearena.ts'
import { describeMybbBoard } from './_email/mybb-testing.ts'

describeMybbBoard(chinaphonearenaForumModule, 'https://www.chinaphonearena.com', '/forum')
