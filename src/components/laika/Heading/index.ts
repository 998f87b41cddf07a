export { Heading } from './Heading'
