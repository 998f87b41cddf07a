/**
 * The boundaries between kinds of code, checked on every import (`npm run lint`, after ESLint;
 * docs/architecture.md, "Boundaries"). dependency-cruiser rather than ESLint's import rules: it
 * sees type-only imports and dynamic `import()` as edges too, and an import circle of types
 * alone is still two modules that cannot be understood apart. tests/unit/repo/boundaries.test.ts
 * breaks each rule once, in tests/fixtures/lint/, and checks that this file catches it.
 * @type {import('dependency-cruiser').IConfiguration}
 */

/** Code that runs in the browser, or renders the pages on the server as the browser will see them. */
const BROWSER = '^(src/(components|layouts|templates|pages|lib)/|src/wrap-page\\.tsx$|gatsby-browser\\.tsx$|gatsby-ssr\\.tsx$)'
/** Code that runs only in Node: the build (gatsby-node), its modules and the repository's scripts. */
const NODE = '^(src/node/|gatsby-node\\.ts$|scripts/)'
/** React components: what the browser renders. */
const COMPONENTS = '^src/(components|layouts|templates|pages)/'

module.exports = {
  forbidden: [
    {
      name: 'browser-imports-node',
      comment: 'Browser code never imports src/node/: it is build code, with Node APIs and secrets the browser must not get.',
      severity: 'error',
      from: { path: BROWSER },
      to: { path: '^src/node/' },
    },
    {
      name: 'node-imports-components',
      comment: 'Node code never imports React components: the build hands data to templates through Gatsby, never renders them itself.',
      severity: 'error',
      from: { path: NODE },
      to: { path: COMPONENTS },
    },
    {
      name: 'laika-component-private',
      comment:
        "A Laika component's folder (src/components/laika/<Name>/) is entered through its index.ts, and its island's module by the island registry; its other files are the design system's own.",
      severity: 'error',
      from: { path: '^(src/|gatsby-)', pathNot: '^src/components/laika/' },
      to: { path: '^src/components/laika/[^/]+/', pathNot: '^src/components/laika/[^/]+/(index|[a-z-]+\\.island)\\.ts$' },
    },
    {
      name: 'navigation-private',
      comment: 'Each navigation (src/components/navigation/main/, classic/) is entered through its component; its other files are its own.',
      severity: 'error',
      from: { path: '^(src/|gatsby-)', pathNot: '^src/components/navigation/(main|classic)/' },
      to: {
        path: '^src/components/navigation/(main|classic)/',
        pathNot: '^src/components/navigation/(main/MainNavigation|classic/ClassicNavigation)\\.tsx$',
      },
    },
    {
      name: 'no-circular',
      comment: 'No import circle, of values or types: a module in one cannot be read, tested or moved apart from the others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // tests/fixtures/lint/ breaks every rule on purpose (tests/unit/repo/boundaries.test.ts cruises it alone).
    exclude: {
      path: '^(node_modules|public|\\.cache|studio/(dist|node_modules|\\.sanity)|tests/fixtures/lint)/|^src/gatsby-types\\.d\\.ts$',
    },
    // Type-only imports are edges too (see above).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
