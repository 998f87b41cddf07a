import { site } from '../../config/site-config'

/**
 * SPEC 7.1, 8: any status other than 200 (or no answer at all) fails with '{cms} fetch failed'.
 * The message is the catalogue's, exactly; what went wrong (the status, or why there was no answer)
 * is in `status` and `detail`, for the build's log line (`describeError`).
 */
export class CmsFetchError extends Error {
  constructor(
    readonly detail: string,
    readonly status?: number,
  ) {
    super(`${site.cmsName} fetch failed`)
    this.name = 'CmsFetchError'
  }
}

/** SPEC 7.2, 8: reference resolution stops after the maximum number of rounds; the ids left are in `detail`. */
export class ReferenceNestingError extends Error {
  readonly detail: string
  constructor(
    readonly rounds: number,
    readonly stillUnresolved: readonly string[],
  ) {
    super('Reference nesting is too deep')
    this.name = 'ReferenceNestingError'
    this.detail = `references remain after ${rounds} rounds (a reference cycle?): ${stillUnresolved.slice(0, 5).join(', ')}`
  }
}

/**
 * Bad CMS data: names the document id and the field, so an editor can find and fix it.
 * Thrown by validation and by reference resolution; it fails the build.
 */
export class CmsDataError extends Error {
  constructor(
    readonly documentId: string,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`CMS document "${documentId}", field "${field}": ${problem}`)
    this.name = 'CmsDataError'
  }
}

/**
 * Every problem of the content at once, so an editor fixes them in one pass: the build stops on
 * it, and `npm run content:check` prints the same list (docs/dataset.md).
 */
export class CmsContentError extends Error {
  constructor(readonly problems: readonly CmsDataError[]) {
    super(`${problems.length} problem(s) in the CMS content:\n${problems.map((p) => p.message).join('\n')}`)
    this.name = 'CmsContentError'
  }
}
