import type { BuildArgs } from 'gatsby'
import type { HeaderRule } from './security/security-headers'

/**
 * What the build reads of Gatsby's store: its pages, the project's folder, the declared headers, and
 * the jobs (image jobs) done in this build or kept from the last one.
 */
export interface BuiltState {
  program: { directory: string }
  jobsV2: { complete: Map<string, unknown> }
  pages: Map<string, { path: string; context?: Record<string, unknown> | null }>
  config: { headers?: HeaderRule[] }
}

/** Gatsby's store's state, which Gatsby types as a bare Function's result. */
export const builtState = ({ store }: Pick<BuildArgs, 'store'>): BuiltState => (store.getState as () => BuiltState)()
