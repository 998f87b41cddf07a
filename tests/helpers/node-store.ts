import type { NodeInput } from '../../src/node/source-nodes'

/** Gatsby's node store as far as syncNodes uses it: nodes by id, and the ids it created and deleted. */
export function fakeNodeStore(initial: NodeInput[]) {
  const nodes = new Map(initial.map((n) => [n.id, n]))
  const created: string[] = []
  const deleted: string[] = []
  return {
    created,
    deleted,
    getNode: (id: string) => nodes.get(id),
    actions: {
      createNode: (n: NodeInput) => (created.push(n.id), nodes.set(n.id, n)),
      deleteNode: (n: { id: string }) => (deleted.push(n.id), nodes.delete(n.id)),
    },
  }
}
