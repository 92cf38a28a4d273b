import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './server-boundaries.js';

// RuleTester reports through the test framework's globals; give it vitest's.
RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '..');
const file = (rel: string) => path.join(root, rel);
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const area = (name: string) => `Reach the ${name} area only through server/routes/${name}/index.ts`;

tester.run('server-boundaries', rule, {
  valid: [
    // Inside one area, anything goes.
    { filename: file('server/routes/payments/packages.service.ts'), code: "import { x } from './course-access';" },
    // Another area through its index (explicit or as a directory).
    { filename: file('server/routes/payments/packages.service.ts'), code: "import { p } from '../courses';" },
    { filename: file('server/routes/payments/a.ts'), code: "import { p } from '../courses/index';" },
    { filename: file('server/routes/payments/a.ts'), code: "import type { P } from '../courses/index.ts';" },
    { filename: file('server/routes/payments/a.ts'), code: "export { p } from '../courses';" },
    // Shared server modules and the protocol are not areas.
    { filename: file('server/routes/payments/a.ts'), code: "import { db } from '../../db/schema';" },
    { filename: file('server/routes/payments/a.ts'), code: "import { e } from '../../pipeline/app-error';" },
    { filename: file('server/routes/payments/a.ts'), code: "import { c } from '../../../protocol';" },
    // Tests and test helpers may share other areas' fixtures.
    { filename: file('server/routes/exams/a.test.ts'), code: "import { u } from '../profile/profile-test-helpers';" },
    {
      filename: file('server/routes/micro-courses/micro-test-helpers.ts'),
      code: "import { u } from '../profile/profile-test-helpers';",
    },
    // The pipeline uses the rest of the server.
    { filename: file('server/pipeline/dispatch.ts'), code: "import { x } from '../lib/clock';" },
    { filename: file('server/pipeline/dispatch.ts'), code: "import { p } from './present-user';" },
    // Files outside routes/<area>/ and pipeline/ are not this rule's business.
    { filename: file('server/app.ts'), code: "import { r } from './routes/courses/courses.routes';" },
    { filename: file('server/routes/index.ts'), code: "import { r } from './courses/courses.routes';" },
  ],
  invalid: [
    {
      filename: file('server/routes/payments/packages.service.ts'),
      code: "import { progressByCourse } from '../courses/course-progress';",
      errors: [{ message: `${area('courses')} ('../courses/course-progress').` }],
    },
    {
      filename: file('server/routes/practice/a.ts'),
      code: "import type { CourseViewer } from '../courses/course-viewer';",
      errors: [{ message: `${area('courses')} ('../courses/course-viewer').` }],
    },
    {
      filename: file('server/routes/courses/a.ts'),
      code: "export { x } from '../course-study/study-scope';",
      errors: [{ message: `${area('course-study')} ('../course-study/study-scope').` }],
    },
    {
      filename: file('server/routes/courses/a.ts'),
      code: "export * from '../course-study/study-scope';",
      errors: 1,
    },
    {
      filename: file('server/routes/courses/a.ts'),
      code: "const m = await import('../course-study/study-scope');",
      errors: 1,
    },
    // Only test code may use another area's test helpers.
    {
      filename: file('server/routes/exams/exam.service.ts'),
      code: "import { u } from '../profile/profile-test-helpers';",
      errors: 1,
    },
    // The pipeline imports no route module, not even an index.
    {
      filename: file('server/pipeline/dispatch.ts'),
      code: "import { presentUser } from '../routes/shell/user.presenter';",
      errors: [{ message: /server\/pipeline may not import route modules/ }],
    },
    {
      filename: file('server/pipeline/access.ts'),
      code: "import { a } from '../routes/auth';",
      errors: 1,
    },
  ],
});
