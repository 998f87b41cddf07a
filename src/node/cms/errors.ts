import { site } from '../../config/site-config'

/** SPEC 7.1, 8: any status other than 200 (or no response at all) fails with '{cms} fetch failed'. */
export class CmsFetchError extends Error {
  constructor(
    readonly reason: string,
    readonly status?: number,
  ) {
    super(`${site.cmsName} fetch failed (${status === undefined ? reason : `status ${status}`})`)
    this.name = 'CmsFetchError'
  }
}

/** SPEC 7.2, 8: reference resolution stops after the maximum number of rounds. */
export class ReferenceNestingError extends Error {
  constructor(rounds: number, stillUnresolved: string[]) {
    super(
      `Reference nesting is too deep: references remain after ${rounds} rounds ` +
        `(a reference cycle?): ${stillUnresolved.slice(0, 5).join(', ')}`,
    )
    this.name = 'ReferenceNestingError'
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
