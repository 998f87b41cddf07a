/**
 * Unit tests: src/lib and build code in Node, components in jsdom (Testing Library).
 * ts-jest compiles TypeScript, and the ESM-only @portabletext packages, to CommonJS.
 * @type {import('jest').Config}
 */
const transform = {
  '^.+\\.[tj]sx?$': [
    'ts-jest',
    {
      tsconfig: {
        jsx: 'react-jsx',
        module: 'commonjs',
        moduleResolution: 'node',
        allowJs: true,
        esModuleInterop: true,
        isolatedModules: true,
      },
      diagnostics: false,
    },
  ],
}
/**
 * In the component tests (jsdom), React is Preact's compatibility layer, as in the browser bundle
 * (gatsby-plugin-preact aliases the same modules for webpack; docs/architecture.md, "Preact"): the
 * components are tested on what runs. The Node tests keep React, as the build's Node code does.
 */
const PREACT = '<rootDir>/node_modules/preact'
const preact = {
  '^react$': `${PREACT}/compat/dist/compat.js`,
  '^react-dom$': `${PREACT}/compat/dist/compat.js`,
  '^react-dom/client$': `${PREACT}/compat/client.js`,
  '^react-dom/server$': `${PREACT}/compat/server.js`,
  '^react-dom/test-utils$': `${PREACT}/test-utils/dist/testUtils.js`,
  '^react/jsx-runtime$': `${PREACT}/jsx-runtime/dist/jsxRuntime.js`,
  '^react/jsx-dev-runtime$': `${PREACT}/jsx-runtime/dist/jsxRuntime.js`,
  // Preact's own CommonJS builds: jsdom resolves its package exports with the 'browser' condition, ESM.
  '^preact$': `${PREACT}/dist/preact.js`,
  '^preact/hooks$': `${PREACT}/hooks/dist/hooks.js`,
  '^preact/compat$': `${PREACT}/compat/dist/compat.js`,
  '^preact/jsx-runtime$': `${PREACT}/jsx-runtime/dist/jsxRuntime.js`,
  '^preact/test-utils$': `${PREACT}/test-utils/dist/testUtils.js`,
  '^preact-render-to-string$': '<rootDir>/node_modules/preact-render-to-string/dist/index.js',
  '^preact-render-to-string/stream$': '<rootDir>/node_modules/preact-render-to-string/dist/stream/index.js',
  '^preact-render-to-string/stream-node$': '<rootDir>/node_modules/preact-render-to-string/dist/stream/node/index.js',
}
const common = {
  transform,
  transformIgnorePatterns: ['/node_modules/(?!@portabletext/)'],
  moduleNameMapper: {
    '^gatsby$': '<rootDir>/tests/mocks/gatsby.tsx',
    // Gatsby's webpack config aliases @reach/router to its fork, as here.
    '^@reach/router$': '@gatsbyjs/reach-router',
    '\\.css$': '<rootDir>/tests/mocks/style.ts',
    // The search UI imports InstantSearch's router from its ES build (for the browser bundle); jest takes the CommonJS twin.
    '^instantsearch\\.js/es/(.*)$': '<rootDir>/node_modules/instantsearch.js/cjs/$1',
  },
}

module.exports = {
  // One worker a core: jest's default leaves one core to its own process, which only waits for its
  // workers, so on a 2-core machine it ran every test file in one (156 s cold, 116 s on two).
  maxWorkers: '100%',
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: '<rootDir>/tests/environment-node.cjs',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
      // One lmdb for the whole process (tests/mocks/lmdb.cjs says why).
      moduleNameMapper: { '^lmdb$': '<rootDir>/tests/mocks/lmdb.cjs', ...common.moduleNameMapper },
    },
    {
      ...common,
      displayName: 'jsdom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/unit/**/*.test.tsx'],
      moduleNameMapper: { ...preact, ...common.moduleNameMapper },
      setupFilesAfterEnv: ['<rootDir>/tests/setup-dom.ts'],
    },
  ],
}
