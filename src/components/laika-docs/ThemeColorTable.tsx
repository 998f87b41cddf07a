import React from 'react'
import { cssVariableName } from '../../lib/laika/design-tokens'
import { THEME_GROUP } from '../../styles/tokens'
import { themes, type ThemeColor } from '../../styles/tokens/themes'
import { Code, DocsTable } from './DocsTable'

/** Every theme colour token with its value in pro and in anti, from the token modules. */
export function ThemeColorTable(): React.JSX.Element {
  return (
    <DocsTable
      caption="Theme colour tokens, by theme"
      head={['Token', 'CSS variable', 'pro', 'anti']}
      rows={(Object.keys(themes.pro) as ThemeColor[]).map((name) => ({
        key: name,
        cells: [
          name,
          <Code key="v">{cssVariableName(THEME_GROUP, name)}</Code>,
          <Code key="p">{themes.pro[name]}</Code>,
          <Code key="a">{themes.anti[name]}</Code>,
        ],
      }))}
    />
  )
}
