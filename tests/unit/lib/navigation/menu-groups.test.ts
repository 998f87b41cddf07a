import { groupMenuItems, type MenuEntry } from '../../../../src/lib/navigation/menu-groups'

const item = (title: string, type = 'item'): MenuEntry => ({ _type: type, _key: title, title, href: `/${title}` })

// SPEC 3.6: title starts a group; item and subItem join the open group or a new untitled one.
describe('groupMenuItems (SPEC 3.6)', () => {
  it('puts items under the title before them', () => {
    const blocks = groupMenuItems([{ _type: 'title', _key: 't', title: 'Hardware' }, item('reader'), item('controller')])
    expect(blocks).toEqual([
      {
        kind: 'group',
        key: 't',
        title: 'Hardware',
        links: [
          { key: 'reader', title: 'reader', href: '/reader', newTab: false, showArrow: false, sub: false },
          { key: 'controller', title: 'controller', href: '/controller', newTab: false, showArrow: false, sub: false },
        ],
      },
    ])
  })

  it('starts an untitled group for items with no title before them', () => {
    const blocks = groupMenuItems([item('blog'), item('academy')])
    expect(blocks).toHaveLength(1)
    expect(blocks[0]).toMatchObject({ kind: 'group', title: undefined })
    expect(blocks[0]?.kind === 'group' && blocks[0].links.map((l) => l.title)).toEqual(['blog', 'academy'])
  })

  it('adds a subItem to the open group, marked as a sub-link', () => {
    const blocks = groupMenuItems([{ _type: 'title', title: 'Software' }, item('app'), item('methods', 'subItem')])
    expect(blocks).toHaveLength(1)
    expect(blocks[0]?.kind === 'group' && blocks[0].links.map((l) => l.sub)).toEqual([false, true])
  })

  it('a subItem with no group open starts an untitled one', () => {
    const blocks = groupMenuItems([item('methods', 'subItem')])
    expect(blocks).toMatchObject([{ kind: 'group', title: undefined, links: [{ sub: true }] }])
  })

  it('a new title closes the previous group', () => {
    const blocks = groupMenuItems([{ _type: 'title', title: 'A' }, item('a'), { _type: 'title', title: 'B' }, item('b')])
    expect(blocks.map((b) => b.kind === 'group' && [b.title, b.links.map((l) => l.title)])).toEqual([
      ['A', ['a']],
      ['B', ['b']],
    ])
  })

  it('keeps a card as its own block, with its image id, and an item after it starts a new group', () => {
    const card: MenuEntry = {
      _type: 'card',
      _key: 'c',
      href: '/hardware-ecosystem',
      eyebrow: 'Ecosystem',
      title: 'Works with the locks you have',
      footer: 'See compatible hardware',
      cardImage: { public_id: 'nav/hardware-ecosystem' },
    }
    const blocks = groupMenuItems([{ _type: 'title', title: 'A' }, item('a'), card, item('b')])
    expect(blocks.map((b) => b.kind)).toEqual(['group', 'card', 'group'])
    expect(blocks[1]).toEqual({
      kind: 'card',
      key: 'c',
      href: '/hardware-ecosystem',
      eyebrow: 'Ecosystem',
      title: 'Works with the locks you have',
      footer: 'See compatible hardware',
      imageId: 'nav/hardware-ecosystem',
    })
    expect(blocks[2]).toMatchObject({ title: undefined, links: [{ title: 'b' }] })
  })

  it('keeps the newTab and showArrow flags', () => {
    const [group] = groupMenuItems([{ _type: 'item', title: 'Docs', href: 'https://docs.example', newTab: true, showArrow: true }])
    expect(group?.kind === 'group' && group.links[0]).toMatchObject({ newTab: true, showArrow: true })
  })
})
