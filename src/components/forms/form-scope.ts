import { createContext } from 'react'

/**
 * A prefix for the element ids of the forms inside it. A page shows a form once, and the ids are
 * its form id's (the no-JavaScript redirect names them, docs/forms.md); the pattern library shows
 * each form in two themes, so each sample gets its own prefix and no id is repeated.
 */
export const FormScope = createContext('')
