export { Theme } from './Theme'
