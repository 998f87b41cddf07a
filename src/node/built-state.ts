import type { BuildArgs } from 'gatsby'
import type { HeaderRule } from './security/security-headers'

/** What the build's last steps read of Gatsby's store: its pages, the project's folder and the declared headers. */
export interface BuiltState {
  program: { directory: string }
  pages: Map<string, { path: string; context?: Record<string, unknown> | null }>
  config: { headers?: HeaderRule[] }
}

/** Gatsby's store's state, which Gatsby types as a bare Function's result. */
export const builtState = ({ store }: Pick<BuildArgs, 'store'>): BuiltState => (store.getState as () => BuiltState)()
