/** Shared Jest settings: SWC compiles TypeScript/JSX; CSS modules map to their class names. */
const path = require('node:path');

module.exports = function jestConfig(projectDir, overrides = {}) {
  return {
    rootDir: projectDir,
    displayName: path.basename(projectDir),
    testEnvironment: 'jsdom',
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'tools/jest/empty-module.js'),
      // marked ships ES modules only; its UMD build is the same code in a form Jest can load.
      '^marked$': path.join(__dirname, 'node_modules/marked/lib/marked.umd.js'),
    },
    resolver: path.join(__dirname, 'tools/jest/resolver.js'),
    setupFilesAfterEnv: [path.join(__dirname, 'tools/jest/setup.js')],
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    ...overrides,
  };
};
