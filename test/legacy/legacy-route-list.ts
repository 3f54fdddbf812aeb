import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROUTES_FILE = resolve(import.meta.dirname, '../../docs/legacy-api/routes.txt');

export interface LegacyRouteLine {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

/** docs/legacy-api/routes.txt: every legacy path, `METHOD /path/{param}` a line. */
export function readLegacyRoutes(): LegacyRouteLine[] {
  return readFileSync(ROUTES_FILE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [method, path] = line.split(/\s+/);
      return { method: method as LegacyRouteLine['method'], path: path! };
    });
}

/**
 * Routes of docs/legacy-api/routes.txt that other branches serve and have not landed yet. The
 * branch that serves one removes its line here: the contract test then expects it served.
 */
export const KNOWN_UNSERVED = new Set<string>([]);
