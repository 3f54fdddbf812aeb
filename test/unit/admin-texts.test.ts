import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_TEXT_NAMESPACES } from '#shared/i18n/admin-text-namespaces.ts';

const root = resolve(import.meta.dirname, '../..');
const client = join(root, 'src-client');

/** A specifier as the client writes it (`#client/…`, `./…`), as a file of src-client; null for packages and src-shared. */
function resolveSpecifier(from: string, specifier: string): string | null {
  const base = specifier.startsWith('#client/') ? join(client, specifier.slice('#client/'.length)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`].find((path) => existsSync(path) && !path.endsWith('/')) ?? null;
}

/**
 * What a file imports, statically or on demand, except the screens it loads with the admin texts
 * (`withAdminTexts(import(…))`): those arrive with the admin namespaces, whatever else they import.
 */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const adminEntries = new Set([...code.matchAll(/withAdminTexts\(\s*import\('([^']+)'\)/g)].map((match) => match[1]));
  const specifiers = [...code.matchAll(/(?:from\s+|import\(\s*)'([^']+)'/g)].map((match) => match[1]!).filter((specifier) => !adminEntries.has(specifier));
  return specifiers.flatMap((specifier) => resolveSpecifier(file, specifier) ?? []);
}

/** Every client file a page without the admin texts can run: from the entry, through every import but the admin screens'. */
function reachableWithoutAdminTexts(): Set<string> {
  const seen = new Set<string>();
  const queue = [join(client, 'main.tsx')];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

/** Files a page without the admin texts can run that use a key of one of `namespaces`. */
function filesUsing(namespaces: readonly string[]): string[] {
  const namespaceKey = new RegExp(`[\`'"](${namespaces.join('|')})\\.[A-Za-z]`);
  return [...reachableWithoutAdminTexts()].filter((file) => namespaceKey.test(readFileSync(file, 'utf8'))).map((file) => relative(root, file));
}

describe('the admin area’s text namespaces (src-shared/i18n/admin-text-namespaces.ts)', () => {
  it('are used only by files that load with the admin texts: elsewhere a key would show as itself', () => {
    expect(filesUsing(ADMIN_TEXT_NAMESPACES)).toEqual([]);
  });

  it("would catch a namespace a page outside the admin area uses: the people admin's, on a person's profile", () => {
    expect(filesUsing(['adminUsers'])).toContain('src-client/features/admin-users/profile-admin-actions.tsx');
  });
});
