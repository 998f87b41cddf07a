import { startIslands } from './runtime'

/**
 * The browser's one entry point on a built page (docs/islands.md): the page links it, after the
 * chunks of the islands it loads at start, as deferred scripts, so this runs once the document is
 * parsed and those chunks are in. Gatsby's own client runtime is not on the page.
 */
void startIslands()
