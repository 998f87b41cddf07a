import React from 'react'
import type { LoadedSearch } from './loaded-search'
import type { ConfiguredClient } from './search-client'
import { SearchPanel, SearchResultsPage } from './SearchUi'

/**
 * The widgets of the search code loaded on use (load-search.ts), bound here to the client that
 * loaded beside them (search-client.ts), so the code every page loads up front only renders what
 * it is given.
 */
export function loadSearchUi({ client, indexName }: ConfiguredClient): LoadedSearch {
  return {
    Overlay: ({ close, query }) => <SearchPanel client={client} indexName={indexName} close={close} query={query} />,
    ResultsPage: (takeover) => <SearchResultsPage client={client} indexName={indexName} {...takeover} />,
  }
}
