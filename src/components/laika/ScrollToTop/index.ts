export { ScrollToTop } from './ScrollToTop'
