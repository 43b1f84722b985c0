// Lint: TypeScript rules plus the architecture's boundaries (house style: make them mechanical).
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const pure = {
  patterns: [
    { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'src/rules is pure: no React.' },
    { group: ['pixi.js', 'pixi.js/*'], message: 'src/rules is pure: no PixiJS.' },
    { group: ['zustand', 'zustand/*'], message: 'src/rules is pure: no store.' },
    {
      group: ['**/store/**', '**/render/**', '**/ui/**', '**/app/**'],
      message: 'src/rules may not import the app layers.',
    },
  ],
};

/**
 * Outside src/rules, a rule system is reached only through its public index (any folder under src/rules: no list
 * of systems), the kernel and the registry through src/rules.
 */
const publicIndex = {
  group: ['**/rules/*/*', '**/rules/core', '**/rules/registry'],
  message:
    'Import a rule system through its public index (../rules/mounted4e), the kernel and the registry through ../rules.',
};

/** Issue 26: dice made from a number are predictable (tests and benchmarks only). */
const testDiceRule = {
  selector: "CallExpression[callee.name='testDice']",
  message: 'Test dice are predictable: the app makes dice keys with Web Crypto (freshDice in src/app/diceKeys.ts).',
};
/** Issue 31: every text shown to people lives in the i18n layer (src/i18n), one key space; no `{ en: '…' }` elsewhere. */
const textRules = [
  'Literal.value',
  'TemplateLiteral.value',
  'ArrowFunctionExpression.value > Literal.body',
  'ArrowFunctionExpression.value > TemplateLiteral.body',
].map((value) => ({
  selector: `ObjectExpression > Property[key.name=/^(en|ja)$/] > ${value}`,
  message: 'Text belongs in the i18n layer (src/i18n: a strings.ts key, or a table there), not inline { en, ja }.',
}));

/** src/rules, and its folders that are the kernel (with its dice and palette libraries); every other folder is a system. */
const RULES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'src', 'rules');
const KERNEL = new Set(['core', 'dice', 'palette']);

/** The folder of src/rules a path is in ('' for a file at the top: index, registry), or null outside src/rules. */
function rulesFolderOf(path) {
  const rel = relative(RULES_DIR, path);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  const parts = rel.split(sep);
  // One part: a folder's index (`../core`) or a file at the top (`../registry`, `../index`).
  if (parts.length === 1) return /\.tsx?$/.test(parts[0]) || existsSync(`${path}.ts`) ? '' : parts[0];
  return parts[0];
}

/**
 * Issue 12/31: the rule-system boundaries, by where an import lands rather than by a list of systems, so a new folder
 * under src/rules gets them without editing this file. The kernel imports nothing of src/rules but the kernel; a
 * system imports only itself and the kernel (no sibling system, no registry, no `../index`).
 */
const ruleSystemBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      kernel: 'The kernel imports no rule system, no registry and no text ({{target}}).',
      system: 'A rule system imports only the kernel (../core): no sibling system, no registry ({{target}}).',
    },
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const own = rulesFolderOf(resolve(file));
    if (!own) return {};
    const kernel = KERNEL.has(own);
    const check = (node) => {
      const spec = node?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = rulesFolderOf(resolve(dirname(resolve(file)), spec));
      if (target === null || target === own || KERNEL.has(target)) return;
      context.report({ node, messageId: kernel ? 'kernel' : 'system', data: { target: target || spec } });
    };
    return {
      ImportDeclaration: (n) => check(n.source),
      ExportAllDeclaration: (n) => check(n.source),
      ExportNamedDeclaration: (n) => check(n.source),
      ImportExpression: (n) => check(n.source),
    };
  },
};

/**
 * Issue 31: the app builds its commands with the typed builders of src/rules/commandBuilders.ts (`cmd(type, fields)`,
 * `withSquare`, and `asCommand` at the one trust boundary for commands from outside), checked by the compiler
 * against every system's command union; a cast `as Command` would hide a misspelt field or a wrong type.
 */
const commandCastRules = ['TSAsExpression', 'TSTypeAssertion'].flatMap((node) =>
  ['typeAnnotation.typeName.name', 'typeAnnotation.elementType.typeName.name'].map((field) => ({
    selector: `${node}[${field}=/^(\\w*Command|CommandBase|CommandOf)$/]`,
    message: 'Build a command with cmd(type, fields) from src/rules (typed), not a cast to Command.',
  })),
);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'playwright-report/**',
      'test-results/**',
      'bench/results/**',
      'bench/dist-app/**',
      'bench/dist-bare/**',
      'bench/.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/rules/**/*.ts'],
    ignores: ['src/rules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', pure],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'indexedDB', 'fetch', 'navigator'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded dice in the encounter (core/dice.ts).' },
        { object: 'Date', property: 'now', message: 'The rules engine has no clock.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'The rules engine has no clock.' },
      ],
    },
  },
  // Rule-system boundaries (issues 12, 31): the kernel imports no system; a system imports only the kernel (no
  // sibling system, no `../index`); the registry is the one rules file that names them all. Which folder is a system
  // is not listed here: `ruleSystemBoundaries` judges an import by the folder of src/rules it lands in.
  {
    files: ['src/rules/**/*.ts'],
    ignores: ['src/rules/**/*.test.ts'],
    plugins: { saddlegrid: { rules: { 'rule-system-boundaries': ruleSystemBoundaries } } },
    rules: { 'saddlegrid/rule-system-boundaries': 'error' },
  },
  {
    files: ['src/rules/core/**/*.ts'],
    ignores: ['src/rules/core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...pure.patterns, { group: ['**/i18n/**'], message: 'The kernel imports no text.' }],
        },
      ],
    },
  },
  // UI, render, app and store reach a rule system only through its public index.
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/i18n/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [publicIndex] }] },
  },
  // Issue 31: services under the UI. Storage, assets, the session, the players' filters never import a screen; the
  // composition roots (the files that mount React and wire services to screens) and test helpers may.
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/services/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'src/app/main.tsx',
      'src/app/boot.tsx',
      'src/app/playerMain.tsx',
      'src/app/session/playerPage.tsx',
      'src/app/session/gmMount.tsx',
      'src/app/testBridge.ts',
      '**/testing.ts',
      '**/eventsTesting.ts',
      'src/app/testing/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            publicIndex,
            {
              group: ['**/ui/**', 'react-dom', 'pixi.js'],
              message: 'Services never import screens: the composition root (src/app/main.tsx) wires them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/render/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            publicIndex,
            { group: ['react', 'react-dom', '**/ui/**'], message: 'The renderer does not use React or the panels.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            publicIndex,
            { group: ['pixi.js', '**/render/**'], message: 'Panels do not draw on the board; go through the store.' },
          ],
        },
      ],
    },
  },
  {
    // Issue 31: the UI list registers a system's board part with its UI (so a new system edits three shared files:
    // the rules registry, the catalogue list and this list); it is the one panel-layer file that names board parts.
    files: ['src/ui/systems.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            publicIndex,
            { group: ['pixi.js'], message: 'Panels do not draw on the board; go through the store.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/store/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            publicIndex,
            { group: ['react-dom', 'pixi.js', '**/render/**', '**/ui/**'], message: 'The store knows no views.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Issue 26: the app's dice keys come from Web Crypto (src/app/diceKeys.ts); dice made from a number are
  // predictable by anyone and belong to tests, benchmarks and their helpers only.
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'src/rules/**',
      'src/app/testing/**',
      'src/app/storage/testing.ts',
      'src/app/storage/measure.ts',
    ],
    rules: {
      'no-restricted-syntax': ['error', testDiceRule, ...textRules, ...commandCastRules],
    },
  },
  {
    files: ['src/i18n/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', testDiceRule, ...commandCastRules] },
  },
  {
    // Test and measuring helpers may make test dice, but build their commands typed like the app.
    files: ['src/app/testing/**/*.ts', 'src/app/storage/testing.ts', 'src/app/storage/measure.ts'],
    rules: { 'no-restricted-syntax': ['error', ...commandCastRules] },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'e2e/**/*.ts'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
  },
  {
    // Benchmark helpers: Node scripts whose page.evaluate callbacks run in the browser.
    files: ['bench/**/*.{js,mjs,ts}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        window: 'readonly',
        document: 'readonly',
        performance: 'readonly',
        requestAnimationFrame: 'readonly',
      },
    },
  },
);
