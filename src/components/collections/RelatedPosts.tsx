import { graphql } from 'gatsby'
import React from 'react'
import { relatedPosts } from '../../lib/collections'
import { EntryCard } from './EntryCard'
import { EntryList } from './EntryList'
import * as styles from './collections.module.css'

type Post = Queries.RelatedPostFragment

/** SPEC 2.12, docs/collections.md: the end of a blog post: up to three other posts, the same category first. */
export function RelatedPosts({ post, candidates }: { post: Post; candidates: readonly Post[] }): React.JSX.Element | null {
  const related = relatedPosts(post, candidates)
  if (related.length === 0) return null
  return (
    <section aria-labelledby="related-posts" className={styles.related}>
      <h2 id="related-posts">Related posts</h2>
      <EntryList entries={related} renderEntry={(p) => <EntryCard entry={p} eyebrow={p.category} showReadingTime />} empty={null} />
    </section>
  )
}

export const query = graphql`
  fragment RelatedPost on BlogPost {
    ...EntryCard
    category
  }
`
