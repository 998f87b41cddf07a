import React from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { IslandModule } from '../../islands/island-module'
import { SURFACE_THEMES, type SurfaceTheme } from '../../lib/laika/laika-theme'
import { ThemingSandbox } from './ThemingSandbox'

/**
 * The theming sandbox's island (SPEC 2.15): it starts on the visitor's first move in it. It
 * hydrates the build's markup (the sandbox in its default theme), so the islands inside it, such as
 * the tooltips' Escape, keep their elements; then, if the picker already shows another theme than
 * the build's, the sandbox follows the picker.
 */
export const mount: IslandModule['mount'] = (root) => {
  const pickedInput = root.querySelector<HTMLInputElement>('input[name="sandbox-theme"]:checked')
  const picked = SURFACE_THEMES.find((t): t is SurfaceTheme => t === pickedInput?.value)
  const hydrated = hydrateRoot(root, <ThemingSandbox />)
  if (pickedInput && picked && picked !== 'pro') pickedInput.dispatchEvent(new Event('change', { bubbles: true }))
  return () => hydrated.unmount()
}
