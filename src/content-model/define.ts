/**
 * The vocabulary of the content model: every document and object type the site reads, declared
 * once as plain typed objects in the shape of a Sanity schema type, with no Studio code imported.
 * The Studio (studio/schema-types) turns each into a Sanity type, the build validates every
 * document against the same declarations (validate.ts), and tests hold the GraphQL types, the GROQ
 * queries and the TypeScript shapes to them (docs/studio.md). Sanity's schema reference:
 * https://www.sanity.io/docs/schema-types
 */
import type { RuleName } from './rules'

interface FieldBase<N extends string = string> {
  name: N
  title?: string
  description?: string
  /** Missing, null, '' and [] fail: 'is required for {type} …'. */
  required?: boolean
  /** Named checks of rules.ts: the SPEC's rules, run by the Studio and the build alike. */
  rules?: readonly RuleName[]
  /** Shown in the Studio's field group of that name. */
  group?: string
}

/** Array members: a named type, or a reference, or plain strings. */
export type ArrayMember = { type: string; title?: string } | { type: 'reference'; to: readonly string[] }

export type FieldDef<N extends string = string> =
  | (FieldBase<N> & { type: 'string'; list?: readonly string[] })
  | (FieldBase<N> & { type: 'text'; rows?: number })
  | (FieldBase<N> & { type: 'number'; integer?: boolean })
  | (FieldBase<N> & { type: 'boolean' })
  | (FieldBase<N> & { type: 'date' })
  | (FieldBase<N> & { type: 'url' })
  | (FieldBase<N> & { type: 'slug'; source: string })
  | (FieldBase<N> & { type: 'reference'; to: readonly string[] })
  | (FieldBase<N> & { type: 'array'; of: readonly ArrayMember[] })
  | (FieldBase<N> & { type: 'object'; fields: readonly FieldDef[] })
  /** An image: Sanity's asset reference (or the export's file), with these fields beside it. */
  | (FieldBase<N> & { type: 'image'; fields: readonly FieldDef[] })
  /** A named object type of this model ('seo', 'button', 'bannerContent', …). */
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

export interface DocumentDef extends TypeBase {
  type: 'document'
  fields: readonly FieldDef[]
  /** Documents of fixed ids (the nav-bar menus): the Studio offers no "create another". */
  singletonIds?: readonly string[]
}

export interface ObjectDef extends TypeBase {
  type: 'object' | 'image'
  fields: readonly FieldDef[]
}

export interface PortableTextDef extends TypeBase {
  type: 'array'
  of: readonly (BlockDef | ArrayMember)[]
}

export type TypeDef = DocumentDef | ObjectDef | PortableTextDef

/** Any other `type` names an object type of this model ('seo', 'button', …). */
type NamedObjectType = string

/** Identity helpers that keep the literal field names, so TypeScript can hold the page shapes to them. */
export function defineDocument<T extends DocumentDef>(def: T): T {
  return def
}
export function defineObject<T extends ObjectDef>(def: T): T {
  return def
}
export function definePortableText<T extends PortableTextDef>(def: T): T {
  return def
}

/** The field names of a declared type, for compile-time checks against the TypeScript shapes. */
export type FieldNames<T> = T extends { fields: readonly (infer F)[] } ? (F extends { name: infer N } ? N : never) : never
