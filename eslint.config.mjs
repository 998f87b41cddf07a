// @ts-check
/**
 * ESLint for the whole repository (`npm run lint`, a stage of `npm test`; docs/quality.md, "Lint and
 * format"): the recommended rules of ESLint, typescript-eslint (type-aware, through each file's
 * tsconfig), react-hooks, jsx-a11y and import-x, and the public-API rule (below). A rule is off or
 * changed here only where it fights the house style, with the reason beside it. The boundaries between kinds of code (browser, Node,
 * features) and import cycles are dependency-cruiser's (.dependency-cruiser.cjs), run by the same script.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { flatConfigs as importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { config, configs as ts } from 'typescript-eslint'
import { installedDifferences } from './scripts/check/installed.mjs'

/**
 * Only an install that matches package-lock.json is linted, so that a run's result depends on the
 * code alone. The type-aware rules read each dependency's types: with @types/express and
 * @types/compression missing (express and compression themselves come with Gatsby, so nothing else
 * notices), `express` is `any` and they report 53 errors in scripts/dev/serve.ts and one in
 * scripts/bench/headers.ts, which a run on a complete install does not (docs/quality.md, "Lint and format").
 */
const notAsLocked = installedDifferences(import.meta.dirname)
if (notAsLocked.length > 0) {
  throw new Error(`node_modules differs from package-lock.json; run npm install, then lint:\n  ${notAsLocked.join('\n  ')}`)
}

/**
 * Public APIs only (docs/quality.md, "Lint and format"): no dependency's private modules, no
 * underscore globals, no renderer internals. What is private changes without notice in any release
 * and turns an upgrade into reverse engineering; Preact even repairs a wrong hydration silently.
 */
const PUBLIC_API_DOCS = 'docs/quality.md, "Lint and format"'

/**
 * Files allowed to break the public-API rule: only a workaround for a documented upstream bug that
 * harms visitors or editors and has no public workaround, in one file named after what it works
 * around, its dependency pinned exactly and a canary test beside it. Each entry:
 * `{ files: ['path'], reason: 'what it works around', upstream: 'https://github.com/owner/name/issues/N' }`.
 * @type {{ files: string[], reason: string, upstream: string }[]}
 */
const PUBLIC_API_EXCEPTIONS = []

/** A regular expression's source for a string, matched literally. */
const literally = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * The module paths no file may import, as regular-expression sources:
 * - a subpath that a dependency's `exports` map leaves out (Node, webpack and TypeScript refuse it
 *   too, but a path into node_modules or a moduleNameMapper does not);
 * - Gatsby's (it has no `exports` map): anything but its documented entry points, the modules with
 *   type declarations at the package's root (`gatsby`, `gatsby/graphql`, `gatsby/webpack`,
 *   `gatsby/reporter`), not `gatsby/internal`, which says it is internal and follows no semver;
 * - the build output and sources of Gatsby's other packages (`gatsby-worker/dist/…`).
 */
function privateModulePaths() {
  const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8'))
  const sources = []
  for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
    const { exports } = JSON.parse(readFileSync(path.join(import.meta.dirname, 'node_modules', name, 'package.json'), 'utf8'))
    if (!exports) continue
    const subpaths =
      typeof exports === 'object' && !Array.isArray(exports) && Object.keys(exports).some((key) => key.startsWith('.'))
        ? Object.keys(exports).filter((key) => key !== '.' && exports[key] !== null)
        : []
    const allowed = subpaths.map((key) => literally(key.slice(2)).replace(/\\\*/g, '.*'))
    sources.push(`^${literally(name)}/${allowed.length ? `(?!(?:${allowed.join('|')})$)` : ''}`)
  }
  sources.push(
    '^gatsby/(?!(?:graphql|webpack|reporter|package\\.json)$)',
    '^(?:@gatsbyjs/)?gatsby-[^/]+/(?:dist|src|cache-dir|internal)(?:/|$)',
  )
  return sources
}
const PRIVATE_MODULE_SOURCES = privateModulePaths()
const PRIVATE_MODULE_MESSAGE = `A dependency's private module: not its documented API, it changes without notice in any release. Use the documented API (${PUBLIC_API_DOCS}).`
/** The same paths for esquery's regular expressions, which end at the first '/' (even an escaped one). */
const PRIVATE_MODULE = `/${PRIVATE_MODULE_SOURCES.map((s) => `(?:${s})`)
  .join('|')
  .replace(/\\\//g, '/')
  .replace(/\//g, '\\x2F')}/`

/** Preact's internal properties under their mangled names (`__k` its children, `__e` its DOM node, `__c` its component, `__H` its hooks, …). */
const PREACT_MANGLED = '/^__[A-Za-z]?$/'
/** Preact's internal properties under their source names (preact/src/internal.d.ts), as its debug and unmangled builds have them. */
const PREACT_INTERNAL_NAMES = [
  '_renderCallbacks',
  '_children',
  '_parent',
  '_dom',
  '_component',
  '_vnode',
  '_original',
  '_hooks',
  '_pendingEffects',
  '_nextState',
  '_parentDom',
  '_catchError',
]
const RENDERER_MESSAGE = `A renderer's internals (Preact's, mangled or not, and React's) change in any release, and Preact repairs a hydration they get wrong without an error. Use the documented API (${PUBLIC_API_DOCS}).`

const PUBLIC_API_RULES = {
  'no-restricted-imports': ['error', { patterns: PRIVATE_MODULE_SOURCES.map((regex) => ({ regex, message: PRIVATE_MODULE_MESSAGE })) }],
  'no-restricted-properties': ['error', ...PREACT_INTERNAL_NAMES.map((property) => ({ property, message: RENDERER_MESSAGE }))],
  'no-restricted-syntax': [
    'error',
    {
      selector: [
        `CallExpression[callee.name="require"][arguments.0.value=${PRIVATE_MODULE}]`,
        `CallExpression[callee.object.name="require"][callee.property.name="resolve"][arguments.0.value=${PRIVATE_MODULE}]`,
        `ImportExpression[source.value=${PRIVATE_MODULE}]`,
        `TemplateLiteral:matches(CallExpression[callee.name="require"] > .arguments, ImportExpression > .source) > TemplateElement:first-child[value.cooked=${PRIVATE_MODULE}]`,
        `TSImportType[argument.literal.value=${PRIVATE_MODULE}]`,
        `TSExternalModuleReference[expression.value=${PRIVATE_MODULE}]`,
      ].join(', '),
      message: PRIVATE_MODULE_MESSAGE,
    },
    {
      // window.___navigate, ___loader, ___webpackCompilationHash, ___chunkMapping: read, written, declared or destructured.
      selector:
        'Identifier[name=/^___/]:not(Property[shorthand=true] > Identifier.value, ExportSpecifier > Identifier.exported), MemberExpression[computed=true] > Literal.property[value=/^___/]',
      message: `Names starting with ___ are Gatsby's and webpack's private runtime globals, which change without notice in any release. Use the documented API (navigate from 'gatsby', …; ${PUBLIC_API_DOCS}).`,
    },
    {
      selector: [
        `MemberExpression > Identifier.property[name=${PREACT_MANGLED}]`,
        `MemberExpression[computed=true] > Literal.property[value=${PREACT_MANGLED}]`,
        `ObjectPattern > Property > Identifier.key[name=${PREACT_MANGLED}]`,
        // Preact's option hooks under their source names (options._diff, options._render, options._commit, …).
        'MemberExpression[object.name="options"] > Identifier.property[name=/^_[a-z]/]',
        // React's internals (the shared internals object, the fiber and props a DOM node carries).
        'Identifier[name=/^(?:__SECRET_INTERNALS|__CLIENT_INTERNALS|_reactRootContainer$|__reactFiber|__reactProps|__reactContainer)/]',
        'Literal[value=/^(?:__reactFiber|__reactProps|__reactContainer)/]',
      ].join(', '),
      message: RENDERER_MESSAGE,
    },
    {
      // Preact's precompiled JSX: a `tpl` prop, or the jsxTemplate that makes one, writes HTML the renderer trusts unchecked.
      selector:
        'JSXAttribute[name.name="tpl"], Property[key.name="tpl"], ImportSpecifier[imported.name=/^jsx(?:Template|Attr|Escape)$/], ExportSpecifier[local.name=/^jsx(?:Template|Attr|Escape)$/]',
      message: `The \`tpl\` prop belongs to Preact's precompiled JSX (what jsxTemplate emits), not to its API: the renderer writes that HTML unchecked and hydrates past it. Render elements (${PUBLIC_API_DOCS}).`,
    },
  ],
}

/** Code that React renders: the browser's and the server renderer's, and the component tests. */
const REACT_CODE = ['src/**/*.{ts,tsx}', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'tests/unit/**/*.tsx']

export default config(
  {
    ignores: [
      'node_modules/',
      'public/',
      '.cache/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'screenshots/',
      '.bench/',
      '.data/',
      '.netlify/',
      'studio/dist/',
      'studio/.sanity/',
      'studio/node_modules/',
      'static/',
      'content/',
      // Written by Gatsby's graphqlTypegen at each build.
      'src/gatsby-types.d.ts',
      // Files that break a boundary or the public-API rule on purpose, for tests/unit/repo/boundaries.test.ts and public-api.test.ts.
      'tests/fixtures/lint/',
    ],
  },
  js.configs.recommended,
  ts.recommendedTypeChecked,
  importX.recommended,
  importX.typescript,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
        // Gatsby's Babel compiles JSX to React.createElement (its default classic runtime), whatever
        // tsconfig's `jsx` says, so a file with JSX uses its React import.
        jsxPragma: 'React',
      },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'studio/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore names what is left out on purpose (a destructured field kept out of a rest).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `async` on a method that implements a Promise-returning interface (a store, a transport, a
      // test double) is the plain way to write it, awaiting or not: its throws become rejections.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            // Gatsby waits for the work createNode starts (its onCreateNode handlers) before the next phase.
            { from: 'package', package: 'gatsby', name: 'createNode' },
            // Inside lmdb's transaction callback a write applies at once; the transaction's promise is the one awaited.
            { from: 'package', package: 'lmdb', name: ['put', 'remove'] },
          ],
        },
      ],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/first': 'error',
      'import-x/no-mutable-exports': 'error',
    },
  },
  {
    name: 'public-api',
    rules: PUBLIC_API_RULES,
  },
  ...PUBLIC_API_EXCEPTIONS.map((exception) => exception.files).map((files) => ({
    files,
    rules: Object.fromEntries(Object.keys(PUBLIC_API_RULES).map((rule) => [rule, 'off'])),
  })),
  {
    files: REACT_CODE,
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // The React Compiler's checks (the site is not compiled with it) flag two idioms the
      // components rely on: a ref read during render for the latest value, and
      // `useEffect(() => setHydrated(true), [])`, which renders the server's HTML first and the
      // interactive part after hydration (src/components/hydration/hydration.tsx).
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // A scrolling region takes focus so that keyboard users can scroll it (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // Written in ES5 on purpose: these functions' sources are inlined in the head scripts, which run
    // before the page's bundle in any browser (each file says so beside them).
    files: [
      'src/lib/ab-testing/ab-testing.ts',
      'src/lib/consent/consent.ts',
      'src/lib/forms/variations.ts',
      'src/lib/islands/early-clicks.ts',
      'src/lib/islands/island-attributes.ts',
      'src/lib/search/shortcut.ts',
    ],
    rules: {
      'no-var': 'off',
      // ES5 has no `catch {}` without a binding.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Body blocks reach their components untyped from @portabletext/react, as `BlockValue` (an
    // `any`, with its reason in islands.tsx); the build validated their fields (src/node/cms/validate.ts).
    files: ['src/components/blocks/islands.tsx', 'src/components/blocks/registry.tsx', 'src/components/content/RichText.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    // Not in a tsconfig (the project compiles no JavaScript): linted without type information.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [ts.disableTypeChecked],
  },
  {
    // jest's configuration files are CommonJS, which jest reads without a transform; so are the Node
    // tests' environment, the build tests' order, and the lmdb that hands test files what Node's own
    // `require` loaded.
    files: ['jest.*.js', '.dependency-cruiser.cjs', 'tests/environment-node.cjs', 'tests/build/order.cjs', 'tests/mocks/lmdb.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { nodeRequire: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
