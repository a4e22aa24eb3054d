import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Attributes and props whose words a user reads or hears. */
const WORDED_ATTRIBUTE =
  'JSXAttribute[name.name=/^(aria-label|title|alt|placeholder|label|lead)$/]';
const WITH_LETTERS = 'Literal[value=/\\p{L}/u]';
const BYPASSES_CATALOGUE =
  'a word the user sees must come from the catalogue (src/client/locales).';

/**
 * What eslint-plugin-react's jsx-no-literals checks, with ESLint's own rule: text in JSX, and
 * literal words in JSX children or in the attributes above, directly or as a branch of `?:`/`&&`.
 */
const NO_BARE_WORDS = [
  'JSXText[value=/\\S/]',
  `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > ${WITH_LETTERS}`,
  `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > ${WITH_LETTERS}`,
  `${WORDED_ATTRIBUTE} > ${WITH_LETTERS}`,
  `${WORDED_ATTRIBUTE} > JSXExpressionContainer > ${WITH_LETTERS}`,
  `${WORDED_ATTRIBUTE} > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > ${WITH_LETTERS}`,
].map((selector) => ({ selector, message: `Bare words: ${BYPASSES_CATALOGUE}` }));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', '.test-output', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '../server/*'],
              message: 'The client must never import server code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/client/**', 'node:*'],
              message: 'src/shared holds pure rules: no I/O, no app code.',
            },
          ],
        },
      ],
    },
  },
  // Every word a client component shows comes from the catalogues (decision 413).
  {
    files: ['src/client/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...NO_BARE_WORDS] },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
