// ESLint flat config: `npm run lint` (also the first step of `npm test`). Formatting is Prettier's job.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores(['build*/', '.react-router/', 'node_modules/', 'test-results/', 'data/', 'docs/themes/shots/']),
  {
    files: ['{app,server,api,contract,scripts,tests}/**/*.{ts,tsx,js,mjs}', '*.config.{ts,js}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading _ marks a deliberately unused name (Express's 4-argument error handler, `{ omitted: _, ...rest }`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['{server,api,contract,scripts,tests}/**/*', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['tests/**/*', '**/*.test.{ts,tsx}'],
    // Tests read untyped JSON answers field by field.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // The flagged effects are loading resets before a fetch, reads of browser storage after hydration and focus hand-offs: intended here.
      'react-hooks/set-state-in-effect': 'off',
      // Only says the React Compiler skips a component (react-hook-form's watch); this project does not use the compiler.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    files: ['app/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
]);
