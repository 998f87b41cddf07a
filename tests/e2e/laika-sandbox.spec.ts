import { expect } from '@playwright/test'
import { themes } from '../../src/styles/tokens/themes'
import { waitForHydration } from './helpers'
import { test } from './worker-page'

// SPEC 2.15: in the theming sandbox a visitor switches themes and sees the primitives change live.

const rgb = (hex: string): string => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

test('switching from pro to anti and back restyles the primitives', async ({ workerPage: page }) => {
  await page.goto('/laika/theming-sandbox')
  await waitForHydration(page)
  const stage = page.getByTestId('sandbox')
  const alphaPro = stage.getByRole('button', { name: 'alpha pro' })
  const muted = stage.getByText('Muted text for secondary information.')

  for (const theme of ['pro', 'anti', 'pro'] as const) {
    await page.getByRole('radio', { name: theme }).check()
    await expect(stage).toHaveAttribute('data-laika-theme', theme)
    await expect(stage).toHaveCSS('background-color', rgb(themes[theme].surface))
    await expect(stage.getByRole('heading', { level: 2 }).first()).toHaveText(`Heading in ${theme}`)
    await expect(alphaPro).toHaveCSS('background-color', rgb(themes[theme].buttonProBg))
    await expect(alphaPro).toHaveCSS('color', rgb(themes[theme].buttonProText))
    await expect(muted).toHaveCSS('color', rgb(themes[theme].textMuted))
    await expect(stage.getByText('It follows the sandbox theme.')).toHaveCSS('color', rgb(themes[theme].text))
  }
})
