import type { Transaction } from 'kysely';
import type { QuestionType } from '../../../protocol';
import type { Database } from '../schema';
import { SEED_TIME } from './demo-data';

interface DemoQuestion {
  type: QuestionType;
  stem: string;
  options?: [string, string][];
  answer: string[];
  analysis: string;
  blanks?: number;
}

const q = (
  type: QuestionType,
  stem: string,
  answer: string[],
  analysis: string,
  options?: [string, string][],
): DemoQuestion => ({
  type,
  stem,
  answer,
  analysis,
  ...(options ? { options } : {}),
  ...(type === 'fill' ? { blanks: answer.length } : {}),
});

/** Course practice (course_id set): every question type, keyed by the course's title. */
const COURSE_PRACTICE: { eid: number; course: string; questions: DemoQuestion[] }[] = [
  {
    eid: 1,
    course: 'Leading your first team',
    questions: [
      q(
        'single',
        'What should a first one-to-one meeting with a new team member focus on?',
        ['B'],
        'Listening first builds trust; plans and targets come later.',
        [
          ['A', 'Setting quarterly targets'],
          ['B', 'Understanding their goals and concerns'],
          ['C', 'Reviewing their salary'],
        ],
      ),
      q(
        'multiple',
        'Which of these make feedback useful?',
        ['A', 'C'],
        'Feedback works when it is timely and about specific behaviour, not personality.',
        [
          ['A', 'It is timely'],
          ['B', 'It is about personality'],
          ['C', 'It names specific behaviour'],
          ['D', 'It is saved for the annual review'],
        ],
      ),
      q(
        'judge',
        'A new manager should delegate only the tasks they dislike.',
        ['F'],
        'Delegate to develop people and to match work with skills, not to get rid of chores.',
      ),
      q(
        'fill',
        'The SMART goal framework: Specific, Measurable, Achievable, Relevant and ____-bound.',
        ['Time|Timed'],
        'SMART goals are time-bound: they have a deadline.',
      ),
      q(
        'essay',
        'Describe how you would introduce yourself to a team you now lead.',
        [
          'Share your background and values, ask about the team’s work and concerns, agree how you will communicate, and follow up in one-to-ones.',
        ],
        'A good introduction is short about yourself and long on listening.',
      ),
    ],
  },
  {
    eid: 1,
    course: 'Warehouse safety basics',
    questions: [
      q(
        'judge',
        'Emergency exits may be blocked for up to an hour while unloading.',
        ['F'],
        'Exits must be clear at all times.',
      ),
      q('single', 'Which colour marks walkways on the warehouse floor?', ['A'], 'Walkways are marked in yellow.', [
        ['A', 'Yellow'],
        ['B', 'Red'],
        ['C', 'Blue'],
      ]),
    ],
  },
  {
    eid: 1,
    course: 'Key accounts (sales team only)',
    questions: [
      q('single', 'Who owns a key account plan?', ['A'], 'The account manager owns it.', [
        ['A', 'The account manager'],
        ['B', 'Finance'],
      ]),
    ],
  },
  {
    eid: 2,
    course: 'Public speaking for everyone',
    questions: [
      q(
        'judge',
        'Rehearsing out loud improves a talk.',
        ['T'],
        'Rehearsal out loud reveals timing and awkward phrasing.',
      ),
      q(
        'essay',
        'How would you open a five-minute talk to strangers?',
        ['With one concrete story or question that matters to the audience, then say what they will take away.'],
        'Hook, relevance, promise.',
      ),
    ],
  },
];

/** The daily-practice bank (course_id null) of each enterprise. */
const BANK: { eid: number; questions: DemoQuestion[] }[] = [
  {
    eid: 1,
    questions: [
      q(
        'judge',
        'Phishing emails often create a sense of urgency.',
        ['T'],
        'Urgency pushes people to act before they think.',
      ),
      q('single', 'Which password is strongest?', ['C'], 'Long passphrases beat short complex words.', [
        ['A', 'Password1!'],
        ['B', 'qwerty2026'],
        ['C', 'correct-horse-battery-staple'],
      ]),
      q(
        'multiple',
        'Which are personal data under most privacy laws?',
        ['A', 'B', 'D'],
        'Names, e-mail addresses and ID numbers identify a person; a product price does not.',
        [
          ['A', 'A name'],
          ['B', 'An e-mail address'],
          ['C', 'A product price'],
          ['D', 'An ID number'],
        ],
      ),
      q('fill', 'Lift with your ____, not your back.', ['legs|knees'], 'Bend the knees and let the legs do the work.'),
      q(
        'judge',
        'It is fine to share your login with a colleague on holiday cover.',
        ['F'],
        'Accounts are personal; ask for delegated access instead.',
      ),
      q(
        'single',
        'What does a customer say most when they are ready to buy?',
        ['B'],
        'Questions about delivery and terms are buying signals.',
        [
          ['A', 'Nothing at all'],
          ['B', 'Questions about delivery and terms'],
          ['C', 'Complaints about price'],
        ],
      ),
      q('fill', 'A spreadsheet formula starts with the ____ sign.', ['=|equals|equal'], 'Every formula starts with =.'),
      q('judge', 'Meetings without an agenda tend to run over time.', ['T'], 'An agenda keeps a meeting on track.'),
      q(
        'multiple',
        'Which habits help time management?',
        ['A', 'C'],
        'Planning the day and batching similar tasks help; constant e-mail checking does not.',
        [
          ['A', 'Planning the day'],
          ['B', 'Checking e-mail every five minutes'],
          ['C', 'Batching similar tasks'],
        ],
      ),
      q(
        'essay',
        'In two sentences, what does good customer service mean to you?',
        [
          'Understanding what the customer needs and solving it quickly, and being honest when something cannot be done.',
        ],
        'Compare: needs first, speed, honesty.',
      ),
    ],
  },
  {
    eid: 2,
    questions: [
      q('judge', 'A to-do list should be reviewed every day.', ['T'], 'Daily review keeps priorities current.'),
      q('single', 'Which slide has the best readability?', ['A'], 'Few words, large type.', [
        ['A', 'Few words, large type'],
        ['B', 'Full paragraphs'],
      ]),
      q(
        'fill',
        'Pause, breathe and ____ before answering a hard question.',
        ['think'],
        'A short pause gives you time to think.',
      ),
    ],
  },
];

/** Demo practice: course practice of every type, the daily bank, one notebook entry (decision 0027). */
export async function seedPractice(trx: Transaction<Database>): Promise<void> {
  const insert = async (eid: number, courseId: number | null, x: DemoQuestion) =>
    trx
      .insertInto('questions')
      .values({
        eid,
        type: x.type,
        stem: x.stem,
        options: JSON.stringify((x.options ?? []).map(([key, text]) => ({ key, text }))),
        answer: JSON.stringify(x.answer),
        analysis: x.analysis,
        blanks: x.blanks ?? 0,
        default_score: 1,
        course_id: courseId,
        category: 'practice',
        created_at: SEED_TIME,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  for (const c of COURSE_PRACTICE) {
    const course = await trx
      .selectFrom('courses')
      .select('id')
      .where('eid', '=', c.eid)
      .where('title', '=', c.course)
      .executeTakeFirstOrThrow();
    for (const x of c.questions) await insert(c.eid, course.id, x);
  }
  const bankIds: number[] = [];
  for (const b of BANK) for (const x of b.questions) bankIds.push((await insert(b.eid, null, x)).id);
  // Aurora's learner starts with one question from an (imagined) past exam in the notebook.
  const learner = await trx
    .selectFrom('users')
    .select('id')
    .where('eid', '=', 1)
    .where('account', '=', 'learner')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('practice_notebook')
    .values({
      eid: 1,
      user_id: learner.id,
      question_id: bankIds[4]!,
      source: 'exam',
      wrong_count: 1,
      right_streak: 0,
      added_at: SEED_TIME,
      last_wrong_at: SEED_TIME,
      mastered_at: null,
    })
    .execute();
}
