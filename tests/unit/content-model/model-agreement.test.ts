import { parse, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from 'graphql'
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
  return type.kind === 'NamedType' ? type.name.value : named(type.type)
}

/** The GraphQL types a declared field may have. */
function graphqlTypesFor(field: FieldDef): string[] {
  switch (field.type) {
    case 'string':
    case 'text':
    case 'url':
    case 'slug': // projected as slug.current
      return ['String']
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
    case 'seo':
      return ['Seo']
    case 'headlineFigure':
      return ['HeadlineFigure']
    default:
      return ['JSON']
  }
}

const ast = parse(typeDefs)
const objectTypes = new Map(
  ast.definitions.filter((d): d is ObjectTypeDefinitionNode => d.kind === 'ObjectTypeDefinition').map((d) => [d.name.value, d]),
)

describe('the GraphQL types follow the content model', () => {
  it.each(CMS_TYPES.map((type) => [type, MODEL[type].nodeType]))('%s → %s: each stored field is declared, with its type', (type, nodeType) => {
    const graphql = objectTypes.get(nodeType)
    expect(graphql).toBeDefined()
    const declared = new Map(fieldsOf(type).map((f) => [f.name, f]))
    const stored = (graphql?.fields ?? []).filter((f: FieldDefinitionNode) => !COMPUTED.has(f.name.value))
    expect(stored.length).toBeGreaterThan(0)
    for (const field of stored) {
      const name = field.name.value
      const model = declared.get(name)
      expect({ field: name, declared: !!model }).toEqual({ field: name, declared: true })
      if (!model) continue
      // A field the query falls back for (`"headingAlt": coalesce(headingAlt, heading)`) is non-null without being required.
      const fallback = new RegExp(`"${name}": coalesce\\(`).test(QUERIES.documents[type])
      if (field.type.kind === 'NonNullType' && !fallback) expect({ field: name, required: model.required }).toEqual({ field: name, required: true })
      if (name === 'columns' || name === 'variations') continue // typed lists of the menus and campaigns, checked below
      expect({ field: name, typeMatches: graphqlTypesFor(model).includes(named(field.type)) }).toEqual({ field: name, typeMatches: true })
    }
  })

  it('declares the fields of the nested types the site reads (menus, variations, figures)', () => {
    const pairs: [string, string][] = [
      ['NavBarMenuItem', 'card'],
      ['AbVariation', 'abVariation'],
      ['HeadlineFigure', 'headlineFigure'],
      ['Seo', 'seo'],
    ]
    for (const [graphql, model] of pairs) {
      const declared = new Set(fieldsOf(model).map((f) => f.name))
      const linkFields = new Set(fieldsOf('item').map((f) => f.name))
      for (const field of objectTypes.get(graphql)?.fields ?? []) {
        const name = field.name.value
        if (name === '_type' || name === '_key') continue
        expect({ graphql, field: name, declared: declared.has(name) || (graphql === 'NavBarMenuItem' && linkFields.has(name)) }).toEqual({ graphql, field: name, declared: true })
      }
    }
  })
})

describe('the GROQ queries read only declared fields', () => {
  /** The top-level names a projection reads: `a, b, "c": coalesce(d, e)` → a, b, d, e. */
  function fieldsRead(query: string): string[] {
    const projection = query.slice(query.indexOf('{') + 1, query.lastIndexOf('}'))
    const withoutStrings = projection.replace(/"[^"]*"\s*:/g, '').replace(/"[^"]*"/g, '')
    const topLevel = withoutStrings.replace(/\{[^{}]*\}/g, '').replace(/\{[^{}]*\}/g, '').replace(/\{[^{}]*\}/g, '')
    return [...new Set((topLevel.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []).filter((w) => !['coalesce', 'null', 'true', 'false', 'reference'].includes(w)))]
  }

  it.each(CMS_TYPES)('%s', (type) => {
    const declared = new Set(fieldsOf(type).map((f) => f.name))
    const read = fieldsRead(QUERIES.documents[type])
    expect(read.length).toBeGreaterThan(1)
    const unknown = read.filter((name) => !COMPUTED.has(name) && !declared.has(name) && !['current', '_ref', 'markDefs', 'href', 'project', 'type', 'block', '_key'].includes(name))
    expect(unknown).toEqual([])
  })
})
