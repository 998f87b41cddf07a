import React from 'react'
import { Button } from '../laika/Button'
import { classes } from '../laika/classes'
import * as styles from './SearchBox.module.css'

interface SearchBoxProps {
  /** The field's id: one box per page (the overlay's, /search's, the 404's). */
  id: string
  /** The query, when the search code follows each keystroke (the overlay, /search); without it the field is the plain form's own. */
  value?: string
  onChange?: (value: string) => void
  /** Enter in the box, handled by the page. Without it the form goes to /search?q=… (SPEC 7.11) natively. */
  onSubmit?: () => void
  /** A submit button beside the field, named so (the 404, /search). */
  button?: string
  inputRef?: React.Ref<HTMLInputElement>
}

/**
 * The one search box (SPEC 2.8, 7.11): a labelled search field in a search landmark. It is a GET
 * form to /search, so Enter works before any script; the overlay and /search take over its
 * submit and follow the query as it is typed.
 */
export function SearchBox({ id, value, onChange, onSubmit, button, inputRef }: SearchBoxProps): React.JSX.Element {
  return (
    <form
      role="search"
      action="/search"
      method="get"
      className={styles.form}
      onSubmit={
        onSubmit &&
        ((event) => {
          event.preventDefault()
          onSubmit()
        })
      }
    >
      <label htmlFor={id} className={styles.label}>
        Search the site
      </label>
      <div className={styles.row}>
        <input
          id={id}
          ref={inputRef}
          name="q"
          className={classes(styles.field, button && styles.pill)}
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder="Search products, guides, customers…"
          value={value}
          onChange={onChange && ((event) => onChange(event.target.value))}
        />
        {button ? (
          <Button type="submit" rank="alpha">
            {button}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
