import { startServer } from './main.ts'

await startServer()
