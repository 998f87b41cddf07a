import { Link } from 'gatsby'
import React from 'react'
import { resolveButtonTheme, type ButtonRank, type ButtonTheme } from '../../../lib/laika-theme'
import { classes } from '../classes'
import * as styles from './Button.module.css'

interface CommonProps {
  /** SPEC 9.8: alpha (filled) or beta (outline). */
  rank?: ButtonRank
  /** SPEC 9.8: pro, anti, success or danger; beta offers pro and anti. */
  theme?: ButtonTheme
  className?: string
  children: React.ReactNode
}

type LinkProps = CommonProps & { href: string; newTab?: boolean }
type NativeButtonProps = CommonProps & { href?: undefined } & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'className'>
export type ButtonProps = LinkProps | NativeButtonProps

/**
 * A button, or a link that looks like one when it has an `href`: an internal path navigates in
 * the app, anything else is a plain link (opened in a new tab with `newTab`).
 */
export function Button(props: ButtonProps): React.JSX.Element {
  const { rank, theme } = resolveButtonTheme(props.rank ?? 'alpha', props.theme ?? 'pro')
  const className = classes(styles.button, styles[rank], styles[theme], props.className)
  if (props.href !== undefined) {
    const { href, newTab, children } = props
    if (href.startsWith('/') && !newTab) {
      return (
        <Link to={href} className={className}>
          {children}
        </Link>
      )
    }
    return (
      <a href={href} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    )
  }
  const { rank: _rank, theme: _theme, className: _className, href: _href, type = 'button', ...rest } = props
  return <button {...rest} type={type} className={className} />
}
