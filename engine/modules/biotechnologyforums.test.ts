import { biotechnologyForumsModule } from './biotechnologyforums.ts'
import { describeMybbBoard } from './_email/mybb-testing.ts'

describeMybbBoard(biotechnologyForumsModule, 'https://biotechnologyforums.com', '')
