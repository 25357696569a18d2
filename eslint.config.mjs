import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import globals from 'globals';

/** Node.js globals that a browser does not have: off in the inline scripts. */
const nodeOnly = Object.fromEntries(
  Object.keys(globals.node)
    .filter((name) => !(name in globals.browser))
    .map((name) => [name, 'off']),
);

/**
 * The product's floors, lowest first (docs/architecture.md): a file imports from its own floor and
 * the floors below it, never from one above, and never from the tools. `import/no-restricted-paths`
 * (eslint-plugin-import, already loaded by eslint-config-next) holds the rule.
 */
const floors = [
  { name: 'lib', paths: ['lib'] },
  { name: 'content', paths: ['content'] },
  { name: 'config', paths: ['config'] },
  { name: 'ui', paths: ['components/ui'] },
  { name: 'integrations', paths: ['integrations'] },
  { name: 'server', paths: ['server'] },
  { name: 'components', paths: ['components'] },
  {
    name: 'app',
    paths: [
      'app',
      'proxy.ts',
      'instrumentation.ts',
      'instrumentation-client.ts',
      'keystatic.config.ts',
      'next.config.ts',
    ],
  },
];
/** The tools stand outside the floors: they may import the product, the product never them. */
const tools = ['scripts', 'e2e', 'tests'];
const toolFiles = [...tools.map((dir) => `${dir}/**`), '**/*.test.ts', '**/*.test.tsx'];

const inside = (outer, inner) => inner.startsWith(`${outer}/`);

/**
 * Next.js's internals: `next/dist` is reached only by scripts/next-output.ts, whose version gate
 * refuses a release it was not written for; the build folder (`.next`) is named in the product
 * only by lib/build-output.ts, which reads the files of our own the post-build step writes there.
 * `test/next-internals.test.ts` shows both rules refusing.
 */
const NEXT_DIST = '^next/dist(/|$)';
const nextDistMessage =
  'Next.js internals (next/dist) only through scripts/next-output.ts, behind its version gate.';
const nextDistSyntax = [
  // `require()`, `createRequire(…)(…)` and `import()` of it, which no-restricted-imports misses.
  'CallExpression[arguments.0.value=/^next.dist(\\W|$)/]',
  'ImportExpression[source.value=/^next.dist(\\W|$)/]',
].map((selector) => ({ selector, message: nextDistMessage }));
const buildFolderSyntax = [
  'Literal[value=/(^|\\W)\\.next(\\W|$)/]',
  'TemplateElement[value.raw=/(^|\\W)\\.next(\\W|$)/]',
].map((selector) => ({
  selector,
  message:
    'The build folder is named only in lib/build-output.ts (the product reads its own files there); Next.js’s files are read only by scripts/next-output.ts.',
}));
const layerZones = floors.map((floor, rank) => {
  const below = floors.slice(0, rank + 1).flatMap((f) => f.paths);
  const above = floors.slice(rank + 1).flatMap((f) => f.paths);
  const higher = [...above, ...tools];
  return {
    target: floor.paths,
    // A folder nested in another listed one (components/ui in components) is covered by it.
    from: higher
      .filter((p) => !higher.some((outer) => inside(outer, p)))
      .map((from) => ({
        from,
        // A lower floor nested in a higher one's folder (components/ui in components) stays open.
        except: below.filter((p) => inside(from, p)).map((p) => `./${p.slice(from.length + 1)}`),
      })),
    message: `Layers point one way (${floors.map((f) => f.name).join(' → ')}): ${floor.name} imports only from its own floor and those before it (docs/architecture.md).`,
  };
});

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
    // The layers. The tools and the tests are outside them; the inline scripts' generated module
    // imports its sources' types from every floor that has one.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: [...toolFiles, 'lib/inline-scripts.generated.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: layerZones.flatMap(({ target, from, message }) =>
            from.map((zone) => ({ target, ...zone, message })),
          ),
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['scripts/next-output.ts', '**/*.inline.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: NEXT_DIST, message: nextDistMessage }] },
      ],
      'no-restricted-syntax': ['error', ...nextDistSyntax],
    },
  },
  {
    // The product (not its tools) names the build folder in one file.
    files: floors
      .flatMap((floor) => floor.paths)
      .map((p) => (/\.\w+$/.test(p) ? p : `${p}/**/*.{ts,tsx,mjs,js}`)),
    ignores: [...toolFiles, '**/*.inline.ts', 'lib/build-output.ts'],
    rules: { 'no-restricted-syntax': ['error', ...nextDistSyntax, ...buildFolderSyntax] },
  },
  {
    // Playwright fixtures call a parameter named `use`; they are not React hooks.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];
export default config;
