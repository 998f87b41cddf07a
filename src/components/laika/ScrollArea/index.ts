export { ScrollArea } from './ScrollArea'
