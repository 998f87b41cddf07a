export { Card } from './Card'
