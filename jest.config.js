/**
 * Unit tests: src/lib and build code in Node, components in jsdom (Testing Library).
 * ts-jest compiles TypeScript, and the ESM-only @portabletext packages, to CommonJS.
 * @type {import('jest').Config}
 */
const transform = {
  '^.+\\.[tj]sx?$': [
    'ts-jest',
    {
      tsconfig: { jsx: 'react-jsx', module: 'commonjs', moduleResolution: 'node', allowJs: true, esModuleInterop: true, isolatedModules: true },
      diagnostics: false,
    },
  ],
}
const common = {
  transform,
  transformIgnorePatterns: ['/node_modules/(?!@portabletext/)'],
  moduleNameMapper: {
    '^gatsby$': '<rootDir>/tests/mocks/gatsby.tsx',
    '\\.css$': '<rootDir>/tests/mocks/style.ts',
  },
}

module.exports = {
  projects: [
    { ...common, displayName: 'node', testEnvironment: 'node', testMatch: ['<rootDir>/tests/unit/**/*.test.ts'] },
    {
      ...common,
      displayName: 'jsdom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/unit/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup-dom.ts'],
    },
  ],
}
