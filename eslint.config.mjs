// @ts-check
/**
 * ESLint for the whole repository (`npm run lint`, a stage of `npm test`; docs/quality.md, "Lint and
 * format"): the recommended rules of ESLint, typescript-eslint (type-aware, through each file's
 * tsconfig), react-hooks, jsx-a11y and import-x. A rule is off or changed here only where it fights
 * the house style, with the reason beside it. The boundaries between kinds of code (browser, Node,
 * features) and import cycles are dependency-cruiser's (.dependency-cruiser.cjs), run by the same script.
 */
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { flatConfigs as importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { config, configs as ts } from 'typescript-eslint'

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
      // Files that break a boundary on purpose, for tests/unit/repo/boundaries.test.ts.
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
