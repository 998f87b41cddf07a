/**
 * A stored document checked against its declaration (index.ts), field by field, as the Studio
 * checks it: required fields, the kind of each value, lists, references and the rules of rules.ts.
 * The Studio runs the same checks per field (fieldProblems, through studio/schema-types); this walk
 * runs them over a whole document for the build and `npm run content:check`.
 */
import type { ArrayMember, BlockDef, FieldDef } from './define'
import { SECTION_MEMBERS, typeNamed } from './index'
import { referenceProblems, RULES, WARNINGS, type ContentLookup, type RuleContext, type RulePath, type RuleProblem } from './rules'

/** A problem of one field: its path as problems name it (`body[3].markDefs[0].href`) and what is wrong. */
export interface FieldProblem {
  field: string
  message: string
}

type Doc = Record<string, unknown>
type Path = (string | number)[]

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

/** The message of a missing required field, naming what requires it, as editors see it. */
export function requiredMessage(owner: { kind: 'document' | 'object'; type: string }): string {
  if (owner.kind === 'document') return `is required for ${owner.type} documents`
  return (SECTION_MEMBERS as readonly string[]).includes(owner.type) ? `is required for ${owner.type} sections` : 'is required'
}

/** Sanity's url type checks its value as a full http(s) URL without credentials (its default uri rule); so does the build. */
function urlProblem(value: string): string | undefined {
  const message = 'must be a full URL like https://example.com'
  try {
    const url = new URL(value)
    return /^https?:$/.test(url.protocol) && !url.username && !url.password ? undefined : message
  } catch {
    return message
  }
}

/** What a value must be, by its declared type; undefined when it is that. */
function kindProblem(type: string, value: unknown): string | undefined {
  switch (type) {
    case 'string':
    case 'text':
      return typeof value === 'string' ? undefined : 'must be text'
    case 'url':
      return typeof value === 'string' ? urlProblem(value) : 'must be text'
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? undefined : 'must be a date like 2026-11-25'
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : 'must be a number'
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false'
    case 'slug':
      return isObject(value) && typeof value.current === 'string' ? undefined : 'must be a slug: { current: "…" }'
    case 'array':
      return Array.isArray(value) ? undefined : 'must be a list'
    default:
      return isObject(value) ? undefined : 'must be an object'
  }
}

/**
 * The member type an array item is: by its `_type`, or the only object type the array allows (as
 * Sanity resolves it: items of a one-type array may omit `_type`). Rich text is always typed.
 */
function memberOf(of: readonly (ArrayMember | BlockDef)[], item: unknown): ArrayMember | BlockDef | undefined {
  const type = isObject(item) ? item._type : typeof item
  if (of.length === 1 && of[0]?.type !== 'block' && (type === undefined || type === of[0]?.type || !isObject(item))) return of[0]
  return of.find((member) => member.type === type)
}

const memberNames = (of: readonly (ArrayMember | BlockDef)[]): string => of.map((m) => m.type).join(', ')

/**
 * The problems of one value at its own level, as the Studio reports them for a field: required,
 * kind, list, the field's rules, and for arrays the items of unknown types. Nested fields are
 * checked on their own, by the walk below or by the Studio.
 */
export async function fieldProblems(
  field: FieldDef | ArrayMember,
  value: unknown,
  owner: { kind: 'document' | 'object'; type: string },
  context: RuleContext,
  { checkRequired = true } = {},
): Promise<RuleProblem[]> {
  const def = field as FieldDef & { list?: readonly string[]; to?: readonly string[]; integer?: boolean; of?: readonly ArrayMember[] }
  const problems: RuleProblem[] = []
  const missing = isMissing(value)
  if (missing && def.required && checkRequired) problems.push({ path: [], message: requiredMessage(owner) })
  for (const rule of def.rules ?? []) problems.push(...(await RULES[rule](value, context)))
  if (missing) return problems

  const declared = typeNamed(def.type)
  const kind = declared?.type === 'array' ? 'array' : declared ? 'object' : def.type
  const wrongKind = kind === 'reference' ? undefined : kindProblem(kind, value)
  if (wrongKind) return [...problems, { path: [], message: wrongKind }]
  if (def.type === 'reference') problems.push(...(await referenceProblems(value, def.to ?? [], context.lookup)))
  if (def.integer && !Number.isInteger(value)) problems.push({ path: [], message: 'must be a whole number' })
  if (def.list && !def.list.includes(value as string)) {
    problems.push({ path: [], message: `${JSON.stringify(value)} is not one of ${def.list.join(', ')}` })
  }
  const of = def.type === 'array' ? def.of : declared?.type === 'array' ? declared.of : undefined
  if (of && Array.isArray(value)) {
    value.forEach((item: unknown, i) => {
      if (!memberOf(of, item)) {
        const type = isObject(item) ? item._type : item
        problems.push({ path: [i, '_type'], message: `unknown type ${JSON.stringify(type)}; expected one of ${memberNames(of)}` })
      }
    })
  }
  return problems
}

/** The warnings of one value (the field's `warnings`): shown in the Studio, never stopping the build. */
export function fieldWarnings(field: FieldDef | ArrayMember, value: unknown, context: RuleContext): RuleProblem[] {
  const names = 'warnings' in field ? (field.warnings ?? []) : []
  return names.flatMap((name) => WARNINGS[name](value, context))
}

/** The fields declared for an object value: its named type's, or an inline object's or image's. */
function fieldsOf(def: FieldDef | ArrayMember): { fields: readonly FieldDef[]; type: string } | undefined {
  const declared = typeNamed(def.type)
  if (declared && 'fields' in declared) return { fields: declared.fields, type: declared.name }
  if ('fields' in def) return { fields: def.fields, type: def.type }
  return undefined
}

const pathString = (path: RulePath): string =>
  path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${key}` : key), '')

/**
 * Every problem of a stored document of a declared type, each naming its field; at most one per
 * field (the first: required, then the field's rules, then the kind of its value).
 */
export async function documentProblems(document: Doc, lookup: ContentLookup): Promise<FieldProblem[]> {
  const type = typeNamed(String(document._type))
  if (!type || type.type !== 'document') return [{ field: '_type', message: `unknown document type ${JSON.stringify(document._type)}` }]
  const found = new Map<string, string>()
  const report = (at: Path, problems: RuleProblem[]): void => {
    for (const p of problems) {
      const field = pathString([...at, ...p.path])
      if (!found.has(field)) found.set(field, p.message)
    }
  }

  async function visitFields(fields: readonly FieldDef[], object: Doc, at: Path, owner: { kind: 'document' | 'object'; type: string }) {
    for (const field of fields) await visit(field, object[field.name], [...at, field.name], owner, object)
  }

  async function visit(
    def: FieldDef | ArrayMember,
    value: unknown,
    at: Path,
    owner: { kind: 'document' | 'object'; type: string },
    parent: Doc | undefined,
  ) {
    report(at, await fieldProblems(def, value, owner, { document, parent, lookup }))
    if (isMissing(value)) return
    const declared = typeNamed(def.type)
    const of = def.type === 'array' && 'of' in def ? def.of : declared?.type === 'array' ? declared.of : undefined
    if (of && Array.isArray(value)) {
      for (const [i, item] of value.entries()) {
        const member = memberOf(of, item)
        if (member?.type === 'block') await visitBlock(member as BlockDef, item, [...at, i])
        else if (member) await visit(member, item, [...at, i], owner, undefined)
      }
      return
    }
    const object = fieldsOf(def)
    if (object && isObject(value)) await visitFields(object.fields, value, at, { kind: 'object', type: object.type })
  }

  /** A Portable Text block: its style, list and marks from the block's declaration, and its annotations' fields. */
  async function visitBlock(block: BlockDef, value: unknown, at: Path) {
    if (!isObject(value)) return
    const oneOf = (field: string, allowed: readonly string[]) => {
      const v = value[field]
      if (v !== undefined && !allowed.includes(v as string))
        report([...at, field], [{ path: [], message: `${JSON.stringify(v)} is not one of ${allowed.join(', ')}` }])
    }
    oneOf('style', block.styles)
    oneOf('listItem', block.lists)
    const markDefs = Array.isArray(value.markDefs) ? (value.markDefs as unknown[]) : []
    const keys = new Set(markDefs.map((m) => (isObject(m) ? m._key : undefined)))
    for (const [i, mark] of markDefs.entries()) {
      const type = isObject(mark) ? String(mark._type) : ''
      if (!block.annotations.includes(type)) {
        report(
          [...at, 'markDefs', i, '_type'],
          [{ path: [], message: `unknown type ${JSON.stringify(type)}; expected one of ${block.annotations.join(', ')}` }],
        )
      } else await visit({ type }, mark, [...at, 'markDefs', i], { kind: 'object', type }, value)
    }
    const children = Array.isArray(value.children) ? (value.children as unknown[]) : []
    children.forEach((child, c) => {
      const marks = isObject(child) && Array.isArray(child.marks) ? (child.marks as unknown[]) : []
      marks.forEach((mark, m) => {
        if (!keys.has(mark) && !block.decorators.includes(mark as string)) {
          report(
            [...at, 'children', c, 'marks', m],
            [
              {
                path: [],
                message: `${JSON.stringify(mark)} is neither a decorator (${block.decorators.join(', ')}) nor a link of this block`,
              },
            ],
          )
        }
      })
    })
  }

  await visitFields(type.fields, document, [], { kind: 'document', type: type.name })
  return [...found].map(([field, message]) => ({ field, message }))
}
