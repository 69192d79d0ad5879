// ESLint: TypeScript (type-aware where it catches real bugs), React hooks, accessibility of our
// components and Docusaurus's own rules. Content (Markdown) is checked by check:content instead.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-*/**',
      '.docusaurus/**',
      'node_modules/**',
      'bench/node_modules/**',
      'test-results/**',
      'reports/**',
      'patches/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    plugins: {'@docusaurus': docusaurus},
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      // Docusaurus's logger is a tagged template.
      '@typescript-eslint/no-unused-expressions': ['error', {allowTaggedTemplates: true}],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
      '@docusaurus/no-untranslated-text': [
        'error',
        {ignoredStrings: ['›', '–', '—', '·', '|', '×', '/', ':', '(', ')', '…', '→', 'x', '[1-5]', '.', '*', '†']},
      ],
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    // The classic rules; the React Compiler's rules (set-state-in-effect, refs) need the compiler.
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
  {
    // IVR scripts run in the PBX's own JavaScript engine, whose language level the product does not
    // document: they keep `catch (e)` instead of the newer optional catch binding.
    files: ['examples/**/*.js'],
    languageOptions: {sourceType: 'script'},
    rules: {'@typescript-eslint/no-unused-vars': ['error', {caughtErrors: 'none'}]},
  },
  {
    // Scripts, tests and server code print and build strings that are not UI text.
    files: [
      'scripts/**',
      'tests/**',
      'server/**',
      'bench/**',
      '*.config.*',
      'docusaurus.config.ts',
      'brand.ts',
      'src/plugins/**/!(theme)/**',
      'src/data/**',
    ],
    rules: {'@docusaurus/no-untranslated-text': 'off', '@docusaurus/no-html-links': 'off'},
  },
);
