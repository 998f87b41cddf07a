export { PageIntro } from './PageIntro'
