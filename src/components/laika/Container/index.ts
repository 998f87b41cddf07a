export { Container } from './Container'
