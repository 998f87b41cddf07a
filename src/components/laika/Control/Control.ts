import { classes } from '../classes'
import * as styles from './Control.module.css'

/** `pill` for a field beside a pill button, in one row with it (the newsletter, the 404's search). */
export type ControlShape = 'rounded' | 'pill'

/**
 * The class of a form control, an input, select or textarea, in the one control look (issue 30):
 * the lead forms, the search boxes, the newsletter. Its focus, invalid (`aria-invalid="true"`),
 * disabled and placeholder states come with it; a component's own class may add its place in a row.
 */
export function controlClass(shape: ControlShape = 'rounded'): string {
  return classes(styles.control, shape === 'pill' && styles.pill)
}

/**
 * For markup the site does not render, on its container: every text field, select and textarea
 * inside takes the control look (HubSpot's embedded form under the brand's theme, SPEC 4.7).
 */
export const controlsWithinClass: string = styles.within ?? ''
