import { hydrateComponent } from '../../islands/hydrate-component'
import { SearchPageSection } from './SearchPageSection'

export const mount = hydrateComponent(SearchPageSection)
