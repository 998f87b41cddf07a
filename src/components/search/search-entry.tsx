import React from 'react'
import type { LoadedSearch } from './loaded-search'
import { createSearchClient } from './search-client'
import { SearchPanel, SearchResultsPage } from './SearchUi'

/**
 * The one entry of the search code loaded on use (load-search.ts): it creates the client (the
 * index or Algolia's lite client) and binds it to the widgets here, so the code every page loads
 * up front only renders what it is given.
 */
export async function loadSearchUi(): Promise<LoadedSearch> {
  const { client, indexName } = await createSearchClient()
  return {
    Overlay: ({ close }) => <SearchPanel client={client} indexName={indexName} close={close} />,
    ResultsPage: (takeover) => <SearchResultsPage client={client} indexName={indexName} {...takeover} />,
  }
}
