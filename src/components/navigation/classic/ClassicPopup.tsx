import React from 'react'
import { isCurrentHref, type ClassicNavItem } from '../../../lib/navigation/classic-nav'
import { KEEP_NAV_OPEN_ATTRIBUTE, type NavAction } from '../../../lib/navigation/nav-state'
import { SiteLink } from '../../links/SiteLink'
import { popupPanelId } from '../use-navigation'
import * as styles from './ClassicNavigation.module.css'

interface ClassicPopupProps {
  id: string
  item: ClassicNavItem
  pathname: string
  burger: boolean
  open: boolean
  dispatch: React.Dispatch<NavAction>
}

/**
 * A popup item of the classic navigation (SPEC 2.2 Reading A). Desktop: hover opens it and moving
 * away closes it; focusing the button opens it, Enter toggles it, and focus leaving it closes it.
 * Burger devices: a click toggles it.
 */
export function ClassicPopup({ id, item, pathname, burger, open, dispatch }: ClassicPopupProps): React.JSX.Element {
  const panelId = popupPanelId(id)
  // On desktop a mouse click adds nothing to hover; a keyboard click (Enter or Space, detail 0) toggles.
  const onClick = (event: React.MouseEvent): void => {
    if (burger || event.detail === 0) dispatch({ type: 'togglePopup', id })
  }
  const onBlur = (event: React.FocusEvent<HTMLLIElement>): void => {
    if (!burger && open && !event.currentTarget.contains(event.relatedTarget)) dispatch({ type: 'closePopups' })
  }
  return (
    <li
      className={styles.popupItem}
      onMouseEnter={burger ? undefined : () => dispatch({ type: 'openPopup', id })}
      onMouseLeave={burger ? undefined : () => dispatch({ type: 'closePopups' })}
      onBlur={onBlur}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={burger ? undefined : () => dispatch({ type: 'openPopup', id })}
        onClick={onClick}
        {...{ [KEEP_NAV_OPEN_ATTRIBUTE]: '' }}
      >
        {item.text}
      </button>
      {/* Links only: a static part (its links are followed by static-links.ts). */}
      <div id={panelId} className={styles.panel} hidden={!open}>
        {(item.topics ?? []).map((topic, i) => (
          <div key={topic.text ?? i} className={styles.topic}>
            {topic.text ? <p className={styles.topicTitle}>{topic.text}</p> : null}
            <ul>
              {topic.items.map((link) => {
                const current = isCurrentHref(link.href, pathname)
                return (
                  <li key={link.href}>
                    <SiteLink
                      href={link.href}
                      newTab={link.target === '_blank'}
                      className={styles.link}
                      aria-current={current ? 'page' : undefined}
                      tabIndex={current ? -1 : undefined}
                    >
                      {link.icon ? <img src={link.icon.src} alt="" width={20} height={20} /> : null}
                      {link.text}
                    </SiteLink>
                  </li>
                )
              })}
            </ul>
          </div>
        ))}
      </div>
    </li>
  )
}
