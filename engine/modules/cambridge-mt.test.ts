import { cambridgeMtForumModule } from './cambridge-mt.ts'
import { describeMybbBoard } from './_email/mybb-testing.ts'

describeMybbBoard(cambridgeMtForumModule, 'https://discussion.cambridge-mt.com', '')
