import type { Node } from 'gatsby'
import { storedNodes, syncNodes, type NodeInput, type StoredNode } from '../../../src/node/source-nodes'
import { fakeNodeStore } from '../../helpers/node-store'

// docs/architecture.md, "Build": a build creates the nodes whose digest changed,
// deletes those whose document is gone, and leaves the others in Gatsby's store as they are.
const input = (id: string, type: string, contentDigest: string): NodeInput => ({
  id,
  parent: null,
  children: [],
  internal: { type, contentDigest },
})

/** The fake store as syncNodes' argument. */
const argsOf = (store: ReturnType<typeof fakeNodeStore>) => store as unknown as Parameters<typeof syncNodes>[2]

const storedOf = (nodes: NodeInput[]): Map<string, StoredNode> =>
  new Map(nodes.map((n) => [n.id, { type: n.internal.type, contentDigest: n.internal.contentDigest }]))

describe('syncNodes', () => {
  it('creates the new and changed nodes, deletes the gone ones, and leaves the unchanged ones alone', () => {
    const last = [input('a', 'BlogPost', '1'), input('b', 'BlogPost', '2'), input('c', 'Guide', '3'), input('d', 'JobOffer', '4')]
    const store = fakeNodeStore(last)
    // b's body changed; c's id now names a node of another type; d is gone; e is new.
    const now = [input('a', 'BlogPost', '1'), input('b', 'BlogPost', '2b'), input('c', 'Article', '3'), input('e', 'Guide', '5')]
    const result = syncNodes(now, storedOf(last), argsOf(store))
    expect(store.created).toEqual(['b', 'c', 'e'])
    expect(store.deleted).toEqual(['d'])
    expect(result).toEqual({ ids: new Set(['a', 'b', 'c', 'e']), made: 3, kept: 1, deleted: 1 })
  })

  it('creates every node when the store holds none (a cold build), and deletes only nodes the store has', () => {
    const store = fakeNodeStore([])
    const result = syncNodes([input('a', 'BlogPost', '1')], new Map([['gone', { type: 'Guide', contentDigest: '9' }]]), argsOf(store))
    expect(store.created).toEqual(['a'])
    expect(store.deleted).toEqual([])
    expect(result).toMatchObject({ made: 1, kept: 0, deleted: 0 })
  })
})

describe('storedNodes', () => {
  it("holds the site's own nodes of the store, by id, with their type and digest", () => {
    const storeNodes = [
      { id: 'a', internal: { type: 'BlogPost', contentDigest: '1', owner: 'default-site-plugin' } },
      { id: 'f', internal: { type: 'File', contentDigest: '2', owner: 'gatsby-source-filesystem' } },
    ] as unknown as Node[]
    // Only the site's own nodes: the CMS images' File nodes are gatsby-source-filesystem's.
    expect([...storedNodes(() => storeNodes)]).toEqual([['a', { type: 'BlogPost', contentDigest: '1' }]])
  })
})
