import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Domain status codes (SPEC §4) must be named: PROGRESS_STATUS, ATTEMPT_STATUS, IMPORT_STATUS...
 * from packages/shared. A domain status is a value named `status`, `*_status` or `*Status`
 * compared with, assigned or matched against a number that is a domain code (-n, 0-31, 300).
 * HTTP codes (101-599 but 300) are left alone, so `reply.status(404)` and
 * `response.status === 204` pass. See docs/decisions.md.
 */
const STATUS_NAME = '/^(status|[A-Za-z]*_status|[A-Za-z]*Status)$/';
const STATUS_STRING = '/(^|[._])status$/';
const DOMAIN_CODE = '/^([0-9]|[12][0-9]|3[01]|300)$/';
const STATUS_SIDE = (side) =>
  `:matches([${side}.name=${STATUS_NAME}], [${side}.property.name=${STATUS_NAME}], [${side}.expression.property.name=${STATUS_NAME}], [${side}.callee.name=${STATUS_NAME}])`;
const CODE_SIDE = (side) =>
  `:matches([${side}.raw=${DOMAIN_CODE}], [${side}.operator="-"][${side}.argument.type="Literal"])`;
const CODE_VALUE = (path) =>
  `:matches([${path}.raw=${DOMAIN_CODE}], [${path}.operator="-"][${path}.argument.type="Literal"])`;
const STATUS_MESSAGE =
  'Bare status code: use the named constant from @portal/shared (PROGRESS_STATUS, ATTEMPT_STATUS, IMPORT_STATUS, ...).';
const COMPARISON = 'BinaryExpression[operator=/^([=!]==?|[<>]=?)$/]';
const statusComparisonRules = [
  { selector: `${COMPARISON}${STATUS_SIDE('left')}${CODE_SIDE('right')}`, message: STATUS_MESSAGE },
  { selector: `${COMPARISON}${STATUS_SIDE('right')}${CODE_SIDE('left')}`, message: STATUS_MESSAGE },
  {
    selector: `SwitchStatement:matches([discriminant.name=${STATUS_NAME}], [discriminant.property.name=${STATUS_NAME}]) > SwitchCase${CODE_VALUE('test')}`,
    message: STATUS_MESSAGE,
  },
  {
    selector: `CallExpression[callee.property.name="includes"]:matches([arguments.0.name=${STATUS_NAME}], [arguments.0.property.name=${STATUS_NAME}]) > MemberExpression.callee > ArrayExpression.object > Literal`,
    message: STATUS_MESSAGE,
  },
  // Kysely: .where('r.status', '=', 21), .where('status', 'in', [30, 31]), eb('status', '=', 0)
  {
    selector: `CallExpression[arguments.0.value=${STATUS_STRING}]${CODE_VALUE('arguments.2')}`,
    message: STATUS_MESSAGE,
  },
  {
    selector: `CallExpression[arguments.0.value=${STATUS_STRING}] > ArrayExpression.arguments > :matches(Literal, UnaryExpression)`,
    message: STATUS_MESSAGE,
  },
];
const CODE_NODE = `:matches(Literal[raw=${DOMAIN_CODE}], UnaryExpression[operator="-"][argument.type="Literal"])`;
const STATUS_TARGET = `:matches(Property[key.name=${STATUS_NAME}], VariableDeclarator[id.name=${STATUS_NAME}], AssignmentExpression[left.name=${STATUS_NAME}], AssignmentExpression[left.property.name=${STATUS_NAME}])`;
// The status writer's target: changeStatus(trx, { to: 30 }) and the calls that feed it.
const STATUS_WRITE = `CallExpression[callee.name=/^(changeStatus|changeStatuses|decide)$/] > ObjectExpression > Property[key.name=/^(to|from)$/]`;
const statusValueRules = [
  { selector: `${STATUS_WRITE} > ${CODE_NODE}`, message: STATUS_MESSAGE },
  { selector: `${STATUS_WRITE} > ConditionalExpression > ${CODE_NODE}`, message: STATUS_MESSAGE },
  // { status: 0 }, const status = 2, row.status = 30, status = approval ? 1 : 0
  { selector: `${STATUS_TARGET} > ${CODE_NODE}`, message: STATUS_MESSAGE },
  { selector: `${STATUS_TARGET} > ConditionalExpression > ${CODE_NODE}`, message: STATUS_MESSAGE },
  {
    selector: `${STATUS_TARGET} > ConditionalExpression > ConditionalExpression > ${CODE_NODE}`,
    message: STATUS_MESSAGE,
  },
  // SQL text: sql`... r.status IN (30, 31)`, `lr.status = 30` (use sql.lit(PROGRESS_STATUS...))
  {
    selector: 'TemplateElement[value.raw=/status\\s*(=|<>|!=|IN|in)\\s*\\(?\\s*-?[0-9]/]',
    message: STATUS_MESSAGE,
  },
  {
    selector: `:matches(TSPropertySignature[key.name=${STATUS_NAME}], VariableDeclarator[id.name=${STATUS_NAME}]) TSLiteralType > :matches(Literal[raw=${DOMAIN_CODE}], UnaryExpression)`,
    message: STATUS_MESSAGE,
  },
];

/**
 * Web feature boundaries (docs/architecture.md, "The web"): a file in apps/web/src/features/<f>/
 * imports shared code (components/, core/, api/, i18n/, @portal/shared), its own feature's
 * files, and another feature only through an `index.ts` of it (`@/features/<g>` or
 * `@/features/<g>/<folder>`), never a file inside it. Relative paths may not climb out of the
 * feature. One config per feature and folder depth, generated from the folders on disk.
 */
const FEATURES_DIR = path.join(import.meta.dirname, 'apps/web/src/features');
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function featureFolders(dir, rel = '') {
  const entries = readdirSync(path.join(dir, rel), { withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.posix.join(rel, entry.name));
  return [rel, ...folders.flatMap((folder) => featureFolders(dir, folder))];
}
const featureFolderList = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    name: entry.name,
    folders: featureFolders(path.join(FEATURES_DIR, entry.name)),
  }));
// Every folder of a feature with an index.ts is a public entry of that feature.
const publicEntries = featureFolderList.flatMap(({ name, folders }) =>
  folders
    .filter((folder) => readdirSync(path.join(FEATURES_DIR, name, folder)).includes('index.ts'))
    .map((folder) => path.posix.join(name, folder)),
);
const BOUNDARY_MESSAGE =
  "Another feature's internals: import it through its index.ts (`@/features/<name>` or a folder of it that has one), or move the shared code to components/ or core/. See docs/architecture.md, The web.";
const featureBoundaryConfigs = featureFolderList.flatMap(({ name, folders }) => {
  const depths = [
    ...new Set(folders.map((folder) => (folder === '' ? 0 : folder.split('/').length))),
  ];
  const others = `^@/features/(?!${escapeRegex(name)}(/|$))(?!(${publicEntries.map(escapeRegex).join('|')})$)`;
  return depths.map((depth) => ({
    files: [`apps/web/src/features/${name}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: others, message: BOUNDARY_MESSAGE },
            { regex: `^(\\.\\./){${depth + 1}}`, message: BOUNDARY_MESSAGE },
          ],
        },
      ],
    },
  }));
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/screenshots/**',
      'eslint.config.js',
      // Plain old JavaScript on purpose: it must parse on the old Node.js it stops (npm prestart).
      'apps/server/scripts/check-node.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always'],
      // Fastify plugins are async functions by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Tests read JSON answers, which are untyped by nature; the assertions check their shape.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'e2e/**/*.ts'],
    // Migrations are the SQL history as it ran; they never change, whatever the constants become.
    ignores: ['apps/server/src/db/migrations/**'],
    rules: {
      'no-restricted-syntax': ['error', ...statusComparisonRules, ...statusValueRules],
    },
  },
  {
    // A test may state a wire value (`toEqual({ status: 30 })`), but compares with the names.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.e2e.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...statusComparisonRules],
    },
  },
  {
    // Server test files share their worker's modules (apps/server/vitest.config.ts): a module
    // another file already loaded cannot be swapped out.
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message: 'Server tests share modules: use a seam, not vi.mock.',
        },
        {
          object: 'vi',
          property: 'doMock',
          message: 'Server tests share modules: use a seam, not vi.doMock.',
        },
      ],
    },
  },
  ...featureBoundaryConfigs,
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
