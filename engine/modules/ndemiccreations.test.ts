import { ndemiccreationsForumModule } from './ndemiccreations.ts'
import { describeMybbBoard } from './_email/mybb-testing.ts'

describeMybbBoard(ndemiccreationsForumModule, 'https://forum.ndemiccreations.com', '')
