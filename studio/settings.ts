import { site } from '../src/config/site-config'

/**
 * The Sanity project the Studio edits: SANITY_STUDIO_PROJECT_ID and SANITY_STUDIO_DATASET (SPEC 9.2:
 * the dataset is 'production' by default). The offline build and checks use a placeholder project,
 * which `npm run studio` refuses (scripts/dev/studio.mjs), since a Studio on no project can save nothing.
 */
export const OFFLINE_PROJECT_ID = 'offline'

export function studioSettings(env: Record<string, string | undefined>): { projectId: string; dataset: string } {
  return {
    projectId: env.SANITY_STUDIO_PROJECT_ID || OFFLINE_PROJECT_ID,
    dataset: env.SANITY_STUDIO_DATASET || site.cms.defaultDataset,
  }
}
