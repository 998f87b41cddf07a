import { tokenStylesheet, type TokenGroup } from '../../lib/laika/design-tokens'
import { breakpoints } from './breakpoints'
import { palette } from './color'
import { container } from './container'
import { grid } from './grid'
import { motion } from './motion'
import { radius } from './radius'
import { shadow } from './shadow'
import { space } from './space'
import { themes } from './themes'
import { typography } from './typography'
import { zIndex } from './zIndex'

/** Every base token group, in the order the design-tokens page lists them. */
export const tokenGroups: TokenGroup[] = [
  { name: 'palette', tokens: palette },
  { name: 'space', tokens: space },
  { name: 'typography', tokens: typography },
  { name: 'breakpoint', tokens: breakpoints },
  { name: 'grid', tokens: grid },
  { name: 'container', tokens: container },
  { name: 'radius', tokens: radius },
  { name: 'shadow', tokens: shadow },
  { name: 'zIndex', tokens: zIndex },
  { name: 'motion', tokens: motion },
]

/** Theme colours are emitted as `--laika-color-…`. */
export const THEME_GROUP = 'color'

/** The CSS of every token; rendered into each page's head at build time (./render-body.tsx). */
export function laikaTokenCss(): string {
  return tokenStylesheet({ groups: tokenGroups, themeGroup: THEME_GROUP, themes, defaultTheme: 'pro' })
}
