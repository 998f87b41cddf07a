import { Kind, parse, type EnumTypeDefinitionNode, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from 'graphql'
import { typeNamed } from '../../../src/content-model'
import type { FieldDef } from '../../../src/content-model/define'
import { MODEL, CMS_TYPES } from '../../../src/node/cms/model'
import { QUERIES } from '../../../src/node/cms/queries'
import { typeDefs } from '../../../src/node/schema'

// One content model (docs/studio.md): every field the site reads, in its GROQ queries and in the
// GraphQL types Gatsby is given, is declared in the content model (the Studio's schema) with a
// matching type, so neither can drift from what editors can write.

/** Fields the build computes or Gatsby adds, not stored in the CMS. */
const COMPUTED = new Set(['id', '_id', '_type', '_updatedAt', 'pageSeo', 'toc', 'readingTime'])

const fieldsOf = (type: string): readonly FieldDef[] => {
  const declared = typeNamed(type)
  if (!declared || !('fields' in declared)) throw new Error(`${type} is not declared in the content model`)
  return declared.fields
}

function named(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : named(type.type)
}

const ast = parse(typeDefs)
const objectTypes = new Map(
  ast.definitions.filter((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION).map((d) => [d.name.value, d]),
)
const enumTypes = ast.definitions.filter((d): d is EnumTypeDefinitionNode => d.kind === Kind.ENUM_TYPE_DEFINITION)

/** The GraphQL type of each object type of the content model that the schema types (the others are JSON). */
const GRAPHQL_OBJECTS: Record<string, string> = {
  seo: 'Seo',
  headlineFigure: 'HeadlineFigure',
  customerQuote: 'CustomerQuote',
  button: 'Button',
  abVariation: 'AbVariation',
  navBarMenuColumn: 'NavBarMenuColumn',
  'cloudinary.asset': 'CloudinaryAsset',
  footerColumn: 'FooterColumn',
  footerLink: 'FooterLink',
  socialLink: 'SocialLink',
  classicNavItem: 'ClassicNavItem',
  classicNavItemLink: 'ClassicNavItemLink',
  classicNavIcon: 'ClassicNavIcon',
  classicNavTopic: 'ClassicNavTopic',
  classicNavLink: 'ClassicNavLink',
}

/** Lists of several entry types that the schema types as one object with the fields of each (SPEC 3.6's menu entries). */
const GRAPHQL_ENTRIES: Record<string, string> = { 'title|item|subItem|card': 'NavBarMenuItem' }

/** The GraphQL types a declared field may have: a list of strings may be an enum of exactly its values. */
function graphqlTypesFor(field: FieldDef): string[] {
  switch (field.type) {
    case 'string':
    case 'text':
    case 'url':
    case 'slug': {
      // a slug is projected as slug.current
      const list = 'list' in field ? field.list : undefined
      const enums = enumTypes
        .filter(
          (e) =>
            list &&
            sameSet(
              (e.values ?? []).map((v) => v.name.value),
              list,
            ),
        )
        .map((e) => e.name.value)
      return ['String', ...enums]
    }
    case 'date':
      return ['Date']
    case 'number':
      return 'integer' in field && field.integer ? ['Int'] : ['Float', 'Int']
    case 'boolean':
      return ['Boolean']
    case 'reference':
      return ('to' in field ? field.to : []).map((t) => MODEL[t as keyof typeof MODEL]?.nodeType ?? t)
    case 'image':
      return ['CmsImage']
    case 'array': {
      const of = 'of' in field ? field.of : []
      const member = of.length === 1 ? GRAPHQL_OBJECTS[of[0]!.type] : GRAPHQL_ENTRIES[of.map((m) => m.type).join('|')]
      return [member ?? 'JSON']
    }
    default:
      return [GRAPHQL_OBJECTS[field.type] ?? 'JSON']
  }
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((v) => b.includes(v))

/**
 * Where a GraphQL object type departs from its declaration: a field the model does not declare, a
 * non-null field the model does not require, or a field of another type. `also` adds the fields of
 * other declarations (a menu entry is any of the entry types).
 */
function departures(graphql: string, model: string, also: readonly FieldDef[] = []): string[] {
  const type = objectTypes.get(graphql)
  if (!type) return [`${graphql} is not in the GraphQL schema`]
  const declared = new Map([...also, ...fieldsOf(model)].map((f) => [f.name, f]))
  const stored = (type.fields ?? []).filter((f: FieldDefinitionNode) => !COMPUTED.has(f.name.value) && f.name.value !== '_key')
  if (stored.length === 0) return [`${graphql} has no stored field`]
  return stored.flatMap((field) => {
    const name = field.name.value
    const def = declared.get(name)
    if (!def) return [`${graphql}.${name} is not declared in ${model}`]
    const problems: string[] = []
    // A field the queries fall back for (`"headingAlt": coalesce(headingAlt, heading)`) is non-null without being required.
    const fallback = new RegExp(`"${name}": coalesce\\(`).test(Object.values(QUERIES.documents).join('\n'))
    if (field.type.kind === Kind.NON_NULL_TYPE && !fallback && !def.required)
      problems.push(`${graphql}.${name} is non-null but not required`)
    const types = graphqlTypesFor(def)
    if (!types.includes(named(field.type))) problems.push(`${graphql}.${name} is ${named(field.type)}, not ${types.join(' or ')}`)
    return problems
  })
}

describe('the GraphQL types follow the content model', () => {
  it.each(CMS_TYPES.map((type) => [type, MODEL[type].nodeType]))(
    '%s → %s: each stored field is declared, with its type',
    (type, nodeType) => {
      expect(departures(nodeType, type)).toEqual([])
    },
  )

  it.each<[string, string]>([
    ['NavBarMenuItem', 'card'],
    ['NavBarMenuColumn', 'navBarMenuColumn'],
    ['AbVariation', 'abVariation'],
    ['HeadlineFigure', 'headlineFigure'],
    ['Seo', 'seo'],
    ['Button', 'button'],
    ['CloudinaryAsset', 'cloudinary.asset'],
    ['FooterColumn', 'footerColumn'],
    ['FooterLink', 'footerLink'],
    ['SocialLink', 'socialLink'],
    ['ClassicNavItem', 'classicNavItem'],
    ['ClassicNavItemLink', 'classicNavItemLink'],
    ['ClassicNavIcon', 'classicNavIcon'],
    ['ClassicNavTopic', 'classicNavTopic'],
    ['ClassicNavLink', 'classicNavLink'],
  ])('the nested type %s follows %s', (graphql, model) => {
    // A menu entry is any of the entry types: a card, or a link (item and subItem share their fields).
    expect(departures(graphql, model, graphql === 'NavBarMenuItem' ? fieldsOf('item') : [])).toEqual([])
  })

  it.each<[string, string]>([
    ['SiteNavBarMenu', 'navBarMenu'],
    ['SiteTopBanner', 'topBanner'],
    ['SiteFooter', 'footer'],
    ['SiteClassicNavigation', 'classicNavigation'],
  ])('the site-wide type %s follows %s', (graphql, model) => {
    expect(departures(graphql, model)).toEqual([])
  })

  it("gives a list's values as an enum of exactly those values where the site reads one", () => {
    expect(graphqlTypesFor(fieldsOf('classicNavItem').find((f) => f.name === 'type')!)).toContain('ClassicNavItemType')
    expect(graphqlTypesFor(fieldsOf('classicNavLink').find((f) => f.name === 'target')!)).toContain('ClassicNavTarget')
    expect(graphqlTypesFor(fieldsOf('topBanner').find((f) => f.name === 'position')!)).toContain('BannerPosition')
  })
})

describe('the GROQ queries read only declared fields', () => {
  /** The top-level names a projection reads: `a, b, "c": coalesce(d, e)` → a, b, d, e. */
  function fieldsRead(query: string): string[] {
    const projection = query.slice(query.indexOf('{') + 1, query.lastIndexOf('}'))
    const withoutStrings = projection.replace(/"[^"]*"\s*:/g, '').replace(/"[^"]*"/g, '')
    const topLevel = withoutStrings
      .replace(/\{[^{}]*\}/g, '')
      .replace(/\{[^{}]*\}/g, '')
      .replace(/\{[^{}]*\}/g, '')
    return [
      ...new Set(
        (topLevel.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []).filter((w) => !['coalesce', 'null', 'true', 'false', 'reference'].includes(w)),
      ),
    ]
  }

  it.each(CMS_TYPES)('%s', (type) => {
    const declared = new Set(fieldsOf(type).map((f) => f.name))
    const read = fieldsRead(QUERIES.documents[type])
    expect(read.length).toBeGreaterThan(1)
    const unknown = read.filter(
      (name) =>
        !COMPUTED.has(name) &&
        !declared.has(name) &&
        !['current', '_ref', 'markDefs', 'href', 'project', 'type', 'block', '_key'].includes(name),
    )
    expect(unknown).toEqual([])
  })

  it('the site-wide query: each document read by its fixed id, only its declared fields (SPEC 7.3)', () => {
    const projections = [...QUERIES.siteWide.matchAll(/_type == "(\w+)"\]\[0\]\{([^{}]*)\}/g)].map(
      ([, type, fields]) => [type as string, fields as string] as const,
    )
    expect(projections.map(([type]) => type)).toEqual([
      'navBarMenu',
      'navBarMenu',
      'navBarMenu',
      'topBanner',
      'footer',
      'footer',
      'classicNavigation',
    ])
    for (const [type, projection] of projections) {
      const declared = new Set(fieldsOf(type).map((f) => f.name))
      const read = projection.split(',').map((f) => f.trim())
      expect({ type, unknown: read.filter((name) => !declared.has(name)) }).toEqual({ type, unknown: [] })
    }
  })
})
