import { defineCliConfig } from 'sanity/cli'
import { studioSettings } from './settings'

const { projectId, dataset } = studioSettings({
  // Each by name: the Studio's bundler replaces these expressions, not process.env as a whole.
  SANITY_STUDIO_PROJECT_ID: process.env.SANITY_STUDIO_PROJECT_ID,
  SANITY_STUDIO_DATASET: process.env.SANITY_STUDIO_DATASET,
})

export default defineCliConfig({ api: { projectId, dataset }, deployment: { autoUpdates: false } })
