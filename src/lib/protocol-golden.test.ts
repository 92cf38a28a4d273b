import { describe } from 'vitest';
// Tests may reach inside protocol/: the golden checks are shared with the server's suite.
import { checkGoldenVectors } from '../../protocol/golden-vectors.check';

// The same bytes must come out of the browser-like environment as out of Node.
describe('protocol golden vectors (portal environment)', () => {
  checkGoldenVectors();
});
