import { existsSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Node } from 'gatsby'
import {
  forgetSourcedNodes,
  noteSourcedNodes,
  rememberSourcedNodes,
  SOURCED_NODES_FILE,
  sourcedNodes,
} from '../../../src/node/build-inputs'
import { keepPageNodes, storedNodes, syncNodes, type NodeInput, type StoredNode } from '../../../src/node/source-nodes'
import { fakeNodeStore } from '../../helpers/node-store'

// docs/architecture.md, "Sourcing only what changed": a build creates the nodes whose digest changed,
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
  afterEach(forgetSourcedNodes)

  it('creates the new and changed nodes, deletes the gone ones, and leaves the unchanged ones alone', () => {
    const last = [input('a', 'BlogPost', '1'), input('b', 'BlogPost', '2'), input('c', 'Guide', '3'), input('d', 'JobOffer', '4')]
    const store = fakeNodeStore(last)
    // b's body changed; c's id now names a node of another type; d is gone; e is new.
    const now = [input('a', 'BlogPost', '1'), input('b', 'BlogPost', '2b'), input('c', 'Article', '3'), input('e', 'Guide', '5')]
    const result = syncNodes(now, storedOf(last), argsOf(store))
    expect(store.created).toEqual(['b', 'c', 'e'])
    expect(store.deleted).toEqual(['d'])
    expect(result).toEqual({ ids: new Set(['a', 'b', 'c', 'e']), made: 3, kept: 1, deleted: 1 })
    // Every input is noted, the kept one too: onPostBuild's steps read all of this build's digests.
    expect(sourcedNodes().map((n) => `${n.id} ${n.contentDigest}`)).toEqual(['a 1', 'b 2b', 'c 3', 'e 5'])
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
  let root: string
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'source-nodes-'))
  })
  afterEach(() => {
    forgetSourcedNodes()
    rmSync(root, { recursive: true, force: true })
  })
  const storeNodes = [
    { id: 'a', internal: { type: 'BlogPost', contentDigest: '1', owner: 'default-site-plugin' } },
    { id: 'f', internal: { type: 'File', contentDigest: '2', owner: 'gatsby-source-filesystem' } },
  ] as unknown as Node[]

  it("reads the last build's list once, then the store", () => {
    noteSourcedNodes([input('a', 'BlogPost', '1'), input('b', 'Guide', '7')])
    rememberSourcedNodes(root)
    expect(existsSync(path.join(root, SOURCED_NODES_FILE))).toBe(true)
    const first = storedNodes(root, () => storeNodes)
    expect(first.from).toBe('list')
    expect([...first.nodes]).toEqual([
      ['a', { type: 'BlogPost', contentDigest: '1' }],
      ['b', { type: 'Guide', contentDigest: '7' }],
    ])
    // Removed as it is read: a build that stops before recording its own leaves none to trust.
    expect(existsSync(path.join(root, SOURCED_NODES_FILE))).toBe(false)
    const second = storedNodes(root, () => storeNodes)
    expect(second.from).toBe('store')
    // Only the site's own nodes: the CMS images' File nodes are gatsby-source-filesystem's.
    expect([...second.nodes]).toEqual([['a', { type: 'BlogPost', contentDigest: '1' }]])
  })

  it('reads the store when the list cannot be read, and removes the list', () => {
    mkdirSync(path.join(root, '.cache'))
    writeFileSync(path.join(root, SOURCED_NODES_FILE), '{"a": ')
    expect(storedNodes(root, () => storeNodes).from).toBe('store')
    expect(existsSync(path.join(root, SOURCED_NODES_FILE))).toBe(false)
  })
})

describe('keepPageNodes', () => {
  it("touches every SitePage node, so Gatsby's sweep after sourcing leaves them for createPages", () => {
    const byType: Record<string, Node[]> = {
      SitePage: [{ id: 'SitePage /' }, { id: 'SitePage /blog' }] as Node[],
      BlogPost: [{ id: 'a' }] as Node[],
    }
    const touched: string[] = []
    const args = {
      getNodesByType: (type: string) => byType[type] ?? [],
      actions: { touchNode: (node: Node) => touched.push(node.id) },
    } as unknown as Parameters<typeof keepPageNodes>[0]
    expect(keepPageNodes(args)).toBe(2)
    expect(touched).toEqual(['SitePage /', 'SitePage /blog'])
  })
})
