import React from 'react'
import { isCurrentHref, type ClassicNavItem } from '../../../lib/navigation/classic-nav'
import { KEEP_NAV_OPEN_ATTRIBUTE, popupPanelId } from '../../../lib/navigation/nav-state'
import { classes } from '../../laika/classes'
import { SiteLink } from '../../links/SiteLink'
import * as styles from './ClassicNavigation.module.css'

interface ClassicPopupProps {
  id: string
  item: ClassicNavItem
  pathname: string
  className?: string
}

/**
 * A popup item of the classic navigation (SPEC 2.2 Reading A), written closed. Its island
 * (../navigation.island.ts) opens it: on desktop on hover or focus, Enter toggling it, and closes
 * it when the mouse or the focus leaves; on burger devices a click toggles it.
 */
export function ClassicPopup({ id, item, pathname, className }: ClassicPopupProps): React.JSX.Element {
  const panelId = popupPanelId(id)
  return (
    <li className={classes(styles.popupItem, className)}>
      <button type="button" className={styles.trigger} aria-expanded="false" aria-controls={panelId} {...{ [KEEP_NAV_OPEN_ATTRIBUTE]: '' }}>
        {item.text}
      </button>
      <div id={panelId} className={styles.panel} hidden>
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
