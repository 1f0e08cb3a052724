import { cpaheroForumModule } from './cpahero.ts'
import { describeMybbBoard } from './_email/mybb-testing.ts'

describeMybbBoard(cpaheroForumModule, 'https://www.cpahero.com', '')
