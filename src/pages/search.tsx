import type { HeadFC } from 'gatsby'
import React from 'react'
import { site } from '../config/site-config'
import { Seo } from '../components/seo/Seo'
import { SearchPageSection } from '../components/search/SearchPageSection'
import { ComponentIsland } from '../islands/ComponentIsland'

/** /search (SPEC 2.8, 7.11): the search section is an island, which loads the search code (SearchPageSection). */
export default function SearchPage(): React.JSX.Element {
  return <ComponentIsland name="search-page" component={SearchPageSection} props={{}} />
}

// Result pages are for visitors, not for search engines: noindex.
export const Head: HeadFC = () => <Seo title="Search" description={`Search the ${site.brand.name} website.`} path="/search" noindex />
