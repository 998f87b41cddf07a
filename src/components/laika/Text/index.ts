export { Text } from './Text'
