import React from 'react'
import { createRoot } from 'react-dom/client'
import type { IslandModule } from '../../islands/island-module'
import { SURFACE_THEMES, type SurfaceTheme } from '../../lib/laika/laika-theme'
import { ThemingSandbox } from './ThemingSandbox'

/**
 * The theming sandbox's island (SPEC 2.15): it starts on the visitor's first move in it, by which
 * time the picker may already show another theme than the build's; the sandbox is rendered over the
 * build's markup from that theme.
 */
export const mount: IslandModule['mount'] = (root) => {
  const picked = root.querySelector<HTMLInputElement>('input[name="sandbox-theme"]:checked')?.value
  const initial = SURFACE_THEMES.find((t): t is SurfaceTheme => t === picked) ?? 'pro'
  const rendered = createRoot(root)
  rendered.render(<ThemingSandbox initial={initial} />)
  return () => rendered.unmount()
}
