/**
 * The vocabulary of the content model: every document and object type the site reads, declared
 * once as plain typed objects in the shape of a Sanity schema type, with no Studio code imported.
 * The Studio (studio/schema-types) turns each into a Sanity type, the build validates every
 * document against the same declarations (validate.ts), and tests hold the GraphQL types, the GROQ
 * queries and the TypeScript shapes to them (docs/studio.md). Sanity's schema reference:
 * https://www.sanity.io/docs/schema-types
 */
import type { RuleName, WarningName } from './rules'

interface FieldBase<N extends string = string> {
  name: N
  title?: string
  description?: string
  /** Missing, null, '' and [] fail: 'is required for {type} …'. */
  required?: boolean
  /** Named checks of rules.ts: the SPEC's rules, run by the Studio and the build alike. */
  rules?: readonly RuleName[]
  /** Named checks of rules.ts that only warn: the Studio shows them, the build goes on. */
  warnings?: readonly WarningName[]
  /** Shown in the Studio's field group of that name. */
  group?: string
  /** Hidden in the Studio's form, where editors have no reason to change it. */
  hidden?: boolean
}

/** Array members: a named type, or a reference, or plain strings. */
export type ArrayMember<M extends string = string> = { type: M; title?: string } | { type: 'reference'; to: readonly string[] }

export type FieldDef<N extends string = string> =
  | (FieldBase<N> & { type: 'string'; list?: readonly string[] })
  | (FieldBase<N> & { type: 'text'; rows?: number })
  | (FieldBase<N> & { type: 'number'; integer?: boolean; min?: number; max?: number })
  | (FieldBase<N> & { type: 'boolean' })
  | (FieldBase<N> & { type: 'date' })
  | (FieldBase<N> & { type: 'url' })
  | (FieldBase<N> & { type: 'slug'; source: string })
  | (FieldBase<N> & { type: 'reference'; to: readonly string[] })
  | (FieldBase<N> & { type: 'array'; of: readonly ArrayMember[] })
  | (FieldBase<N> & { type: 'object'; fields: readonly FieldDef[] })
  /** An image: Sanity's asset reference (or the export's file), with these fields beside it. */
  | (FieldBase<N> & { type: 'image'; fields: readonly FieldDef[] })
  /** A named object type of this model ('seo', 'button', 'contentImage', …). */
  | (FieldBase<N> & { type: NamedObjectType })

/** Portable Text as the renderer supports it (src/components/content): nothing more. */
export interface BlockDef {
  type: 'block'
  styles: readonly string[]
  lists: readonly string[]
  decorators: readonly string[]
  annotations: readonly string[]
}

interface TypeBase {
  name: string
  title: string
  description?: string
  /** What the Studio's lists and array items show (field names of this type). */
  preview?: { title: string; subtitle?: string; media?: string }
}

export interface DocumentDef<N extends string = string> extends TypeBase {
  type: 'document'
  fields: readonly FieldDef<N>[]
  /** Documents of fixed ids (the nav-bar menus): the Studio offers no "create another". */
  singletonIds?: readonly string[]
}

export interface ObjectDef<N extends string = string> extends TypeBase {
  type: 'object' | 'image'
  fields: readonly FieldDef<N>[]
}

export interface PortableTextDef<M extends string = string> extends TypeBase {
  type: 'array'
  of: readonly (BlockDef | ArrayMember<M>)[]
}

export type TypeDef = DocumentDef | ObjectDef | PortableTextDef

/** Field types that are Sanity's own; any other `type` names a type of this model. */
export const BUILT_IN_FIELD_TYPES = [
  'string',
  'text',
  'number',
  'boolean',
  'date',
  'url',
  'slug',
  'reference',
  'array',
  'object',
  'image',
] as const
type NamedObjectType = string & { readonly __named?: never }

/**
 * Identity helpers that keep the literal field names, so TypeScript can hold the page shapes to them.
 * The names are type parameters of their own (N, M) rather than `const` type parameters, which the
 * compiler of Gatsby's Node files (Parcel 2.8's SWC) cannot parse.
 */
export function defineDocument<N extends string, T extends DocumentDef<N>>(def: T): T {
  return def
}
export function defineObject<N extends string, T extends ObjectDef<N>>(def: T): T {
  return def
}
export function definePortableText<M extends string, T extends PortableTextDef<M>>(def: T): T {
  return def
}

/** The field names of a declared type, for compile-time checks against the TypeScript shapes. */
export type FieldNames<T> = T extends { fields: readonly (infer F)[] } ? (F extends { name: infer N } ? N : never) : never
