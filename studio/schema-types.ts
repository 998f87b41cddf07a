/**
 * The Studio's schema, made from the site's content model (src/content-model): each declaration
 * becomes a Sanity type, and every field's validation runs the model's own checks (fieldProblems),
 * so the Studio and the build give one verdict with one message (docs/studio.md). Sanity's schema
 * and validation reference: https://www.sanity.io/docs/schema-types, https://www.sanity.io/docs/validation
 */
import type { SchemaTypeDefinition } from 'sanity'
import type { ArrayMember, BlockDef, FieldDef, TypeDef } from '../src/content-model/define'
import { DOCUMENT_TYPES, OBJECT_TYPES } from '../src/content-model'
import { fieldProblems, fieldWarnings, requiredMessage } from '../src/content-model/validate'
import type { RuleProblem } from '../src/content-model/rules'
import { clientLookup } from './lookup'
import { site } from '../src/config/site-config'
import { contentHref } from '../src/lib/navigation/links'

type Owner = { kind: 'document' | 'object'; type: string }

/*
 * Sanity's schema definitions are plain objects; its own `defineType` only adds typing. The rule
 * and context objects are typed loosely here on purpose: the checks are the model's, not Sanity's.
 */
interface ValidationContext {
  document?: Record<string, unknown>
  parent?: unknown
  getClient(options: { apiVersion: string }): { fetch<T>(query: string, params: Record<string, unknown>): Promise<T> }
}
type CustomCheck = (value: unknown, context: ValidationContext) => Promise<true | { message: string; path: (string | number)[] }[]>
interface CustomRule {
  custom(fn: CustomCheck): { warning(): unknown }
  required(): { error(message: string): unknown }
}

/** Field types whose values are plain values: Sanity runs custom rules on them even when empty. */
const PLAIN_VALUES = ['string', 'text', 'url', 'date', 'number', 'boolean']

/**
 * A field's validation: the content model's checks of that field, reported on the field or the part
 * they name. A required object, list or reference also gets Sanity's own `required()` (with the
 * model's message): Sanity runs no custom rule on a missing object. A required plain value does not:
 * a `required()` rule lends its message to the type's own checks (a url's, a list's allowed values),
 * so a bad URL would read 'is required'; the model's checks report it missing instead.
 */
function validation(field: FieldDef | ArrayMember, owner: Owner) {
  const required = 'required' in field && field.required === true && !PLAIN_VALUES.includes(field.type)
  const ruleContext = (context: ValidationContext) => ({
    document: context.document ?? {},
    parent: context.parent && typeof context.parent === 'object' ? (context.parent as Record<string, unknown>) : undefined,
    lookup: clientLookup(context.getClient({ apiVersion: site.cms.apiVersion })),
  })
  const answer = (problems: RuleProblem[]) =>
    problems.length === 0 ? true : problems.map((p) => ({ message: p.message, path: [...p.path] }))
  return (rule: CustomRule) => {
    const checks = rule.custom(async (value, context) =>
      answer(await fieldProblems(field, value, owner, ruleContext(context), { checkRequired: !required })),
    )
    // Sanity shows a warning beside the field and still lets the editor publish.
    const warnings =
      'warnings' in field && field.warnings?.length
        ? [rule.custom(async (value, context) => answer(fieldWarnings(field, value, ruleContext(context)))).warning()]
        : []
    return [...(required ? [rule.required().error(requiredMessage(owner))] : []), checks, ...warnings]
  }
}

function member(of: ArrayMember | BlockDef): Record<string, unknown> {
  if (of.type === 'block') {
    const block = of as BlockDef
    return {
      type: 'block',
      styles: block.styles.map((value) => ({ title: value === 'normal' ? 'Normal' : value.toUpperCase(), value })),
      lists: block.lists.map((value) => ({ title: value === 'bullet' ? 'Bullets' : 'Numbers', value })),
      marks: {
        decorators: block.decorators.map((value) => ({ title: { strong: 'Bold', em: 'Italic', code: 'Code' }[value] ?? value, value })),
        annotations: block.annotations.map((type) => ({ type })),
      },
    }
  }
  return 'to' in of ? { ...of, to: of.to.map((type) => ({ type })) } : { ...of }
}

function field(def: FieldDef, owner: Owner): Record<string, unknown> {
  const {
    required: _required,
    rules: _rules,
    warnings: _warnings,
    list,
    source,
    integer: _integer,
    fields,
    of,
    ...rest
  } = def as FieldDef & {
    warnings?: readonly string[]
    list?: readonly string[]
    source?: string
    integer?: boolean
    fields?: readonly FieldDef[]
    of?: readonly ArrayMember[]
  }
  const out: Record<string, unknown> = { ...rest, validation: validation(def, owner) }
  if ('to' in def) out.to = def.to.map((type) => ({ type }))
  if (list) out.options = { list: [...list] }
  // A route is unique by its href (the pageRoute rule); slugs repeat across folders (/quote/thank-you, /demo/thank-you).
  if (source) out.options = { source, maxLength: 96, isUnique: () => true }
  if (def.type === 'image') out.options = { hotspot: false }
  if (fields) out.fields = fields.map((f) => field(f, { kind: 'object', type: def.type === 'image' ? 'image' : def.name }))
  if (of) out.of = of.map(member)
  if (def.group) out.group = def.group
  return out
}

const GROUPS = [
  { name: 'content', title: 'Content', default: true },
  { name: 'route', title: 'Route' },
  { name: 'seo', title: 'SEO' },
]

/** One Sanity type from one declaration. */
export function sanityType(def: TypeDef): Record<string, unknown> {
  const preview = def.preview && {
    select: Object.fromEntries(
      Object.entries({ ...def.preview, ...(def.type === 'document' ? { project: 'project' } : {}) }).filter(([, path]) => path),
    ),
    // The route a visitor reaches, by the site's own rule (SPEC 2.10: another project's page lives on the sister site).
    prepare: ({ title, subtitle, media, project }: Record<string, unknown>) => ({
      title,
      subtitle:
        def.preview?.subtitle === 'href' && typeof subtitle === 'string' ? contentHref(subtitle, project as string | null) : subtitle,
      media,
    }),
  }
  if (def.type === 'array') return { name: def.name, title: def.title, type: 'array', of: def.of.map(member) }
  const owner: Owner = { kind: def.type === 'document' ? 'document' : 'object', type: def.name }
  const fields = def.fields.map((f) => field(f, owner))
  const usesGroups = def.type === 'document' && def.fields.some((f) => f.group)
  return {
    name: def.name,
    title: def.title,
    type: def.type,
    ...(def.description ? { description: def.description } : {}),
    ...(usesGroups ? { groups: GROUPS } : {}),
    fields,
    ...(preview ? { preview } : {}),
  }
}

/** Sanity's types of these plain objects; `sanity schema validate` (scripts/check/studio) checks them for real. */
export const schemaTypes = [...DOCUMENT_TYPES, ...OBJECT_TYPES].map(sanityType) as unknown as SchemaTypeDefinition[]
