import { nextpvrForumsModule } from './nextpvr.ts'
import { describeMybbBoard } from './_email/mybb-testing.ts'

describeMybbBoard(nextpvrForumsModule, 'https://forums.nextpvr.com', '')
