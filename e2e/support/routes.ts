import fs from 'node:fs';
import path from 'node:path';

/** Every route of spec 000 §2 (docs/checklists/routes.txt) with its parameters filled in. */
export function specRoutes(): string[] {
  const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/checklists/routes.txt'), 'utf8');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.replace(/\{[^}]+\}/g, '1'));
}
