import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import globals from 'globals';

/** Node.js globals that a browser does not have: off in the inline scripts. */
const nodeOnly = Object.fromEntries(
  Object.keys(globals.node)
    .filter((name) => !(name in globals.browser))
    .map((name) => [name, 'off']),
);

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Inline scripts (scripts/inline-scripts.ts compiles each alone and the page runs it before
    // anything else): one exported function that reaches nothing outside its body, and only what
    // a browser has. TypeScript's types include Node.js's, so `no-undef` is what catches
    // `process` or `Buffer` here.
    files: ['**/*.inline.ts'],
    languageOptions: { globals: { ...globals.browser, ...nodeOnly } },
    rules: {
      'no-undef': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['*'],
              allowTypeImports: true,
              message: 'An inline script runs alone in the page: import types only.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Program > :matches(VariableDeclaration, FunctionDeclaration, ClassDeclaration, ExpressionStatement), Program > ExportNamedDeclaration > :matches(VariableDeclaration, ClassDeclaration)',
          message:
            'An inline script is one exported function: code outside it does not reach the page.',
        },
      ],
    },
  },
  {
    // Playwright fixtures call a parameter named `use`; they are not React hooks.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];
export default config;
