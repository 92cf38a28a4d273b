import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest runs from the repository's root (import.meta.url is not a file here under jsdom).
const read = (name: string) => readFileSync(path.resolve(process.cwd(), name), 'utf8');

/**
 * login.html is index.html's first screen with the sign-in entry (decision 0073): two HTML inputs
 * because each names its own chunks. Its head (policy, boot screen, boot.js, runtime config) must
 * stay index.html's, line for line: a change to one that the other misses fails here.
 */
describe('login.html', () => {
  it('is index.html but for its comment and its entry module', () => {
    const index = read('index.html');
    const login = read('login.html');
    expect(index).toContain('<script type="module" src="/src/main.tsx"></script>');
    const fromLogin = login
      .split('\n')
      .filter((line) => !line.trim().startsWith("<!-- /login's own page"))
      .join('\n')
      .replace('src="/src/login-entry/main.tsx"', 'src="/src/main.tsx"');
    expect(fromLogin).toBe(index);
  });
});
