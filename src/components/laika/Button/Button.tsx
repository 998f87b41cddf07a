import React from 'react'
import { resolveButtonTheme, type ButtonRank, type ButtonTheme } from '../../../lib/laika/laika-theme'
import { SiteLink } from '../../links/SiteLink'
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

/** A link button may be marked as the current page (a navigation's current item, SPEC 2.2). */
type LinkProps = CommonProps & { href: string; newTab?: boolean } & Pick<
    React.AnchorHTMLAttributes<HTMLAnchorElement>,
    'aria-current' | 'tabIndex'
  >
type NativeButtonProps = CommonProps & { href?: undefined } & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'className'>
export type ButtonProps = LinkProps | NativeButtonProps

/**
 * A button, or a link that looks like one when it has an `href`; the link goes through SiteLink,
 * so the link rule of SPEC 2.18 decides in-app or plain navigation.
 */
export function Button(props: ButtonProps): React.JSX.Element {
  const { rank, theme } = resolveButtonTheme(props.rank ?? 'alpha', props.theme ?? 'pro')
  const className = classes(styles.button, styles[rank], styles[theme], props.className)
  if (props.href !== undefined) {
    const { href, newTab, children, 'aria-current': current, tabIndex } = props
    return (
      <SiteLink href={href} newTab={newTab} className={className} aria-current={current} tabIndex={tabIndex}>
        {children}
      </SiteLink>
    )
  }
  const { rank: _rank, theme: _theme, className: _className, href: _href, type = 'button', ...rest } = props
  return <button {...rest} type={type} className={className} />
}
