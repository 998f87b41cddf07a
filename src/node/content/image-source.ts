import path from 'node:path'

/** The gatsby-source-filesystem instance that holds the embedded dataset's image files. */
export const CMS_IMAGES_SOURCE = 'cms-images'

/** docs/content-model.md, "Images": an export keeps its files in images/ beside data.ndjson. */
export function cmsImagesDir(datasetPath: string): string {
  return path.join(path.dirname(datasetPath), 'images')
}
