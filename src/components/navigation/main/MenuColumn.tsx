import React from 'react'
import type { MenuBlock } from '../../../lib/navigation/menu-groups'
import { SiteLink } from '../../links/SiteLink'
import { NavCard } from './NavCard'
import * as styles from './MainNavigation.module.css'

/**
 * One column of a navigation popup: its links groups and cards, in order (SPEC 3.6), then what the
 * navigation adds below them (`children`; its cards compact, as the column's cards then are).
 */
export function MenuColumn({ blocks, children }: { blocks: readonly MenuBlock[]; children?: React.ReactNode }): React.JSX.Element {
  return (
    <div className={styles.column}>
      {blocks.map((block) =>
        block.kind === 'card' ? (
          <NavCard
            key={block.key}
            href={block.href}
            eyebrow={block.eyebrow}
            title={block.title}
            footer={block.footer}
            image={block.image}
            compact={children !== undefined && children !== null}
          />
        ) : (
          <LinksGroup key={block.key} title={block.title} links={block.links} />
        ),
      )}
      {children}
    </div>
  )
}

interface LinksGroupProps {
  title?: string
  links: ReadonlyArray<{ key: string; title: string; href: string; newTab?: boolean; showArrow?: boolean; sub?: boolean }>
}

/** A links group: an optional heading and its links; sub-links are indented. */
export function LinksGroup({ title, links }: LinksGroupProps): React.JSX.Element {
  return (
    <div>
      {title ? <p className={styles.groupTitle}>{title}</p> : null}
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.key} className={link.sub ? styles.subLink : undefined}>
            <SiteLink href={link.href} newTab={link.newTab}>
              {link.title}
              {link.showArrow ? <span aria-hidden="true"> →</span> : null}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
