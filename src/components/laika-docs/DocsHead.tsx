import React from 'react'
import { site } from '../../config/site-config'
import { Seo } from '../seo/Seo'

/** The Head of a documentation page: its title, with the design system's name, and its own description. */
export function DocsHead({ title, description, path }: { title: string; description: string; path: string }): React.JSX.Element {
  return <Seo title={`${title} – ${site.designSystem.name} design system`} description={description} path={path} />
}
