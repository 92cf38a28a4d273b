import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Question } from '../../../../protocol/schemas/questionnaires';
import { AnswerView } from './answer-view';
import { QuestionField } from './question-field';
import { StateTags } from './state-tags';
import { VoteCounts } from './vote-counts';

afterEach(cleanup);

/**
 * Titles, option texts and answers are written by people (administrators, learners) and shown
 * back: every one is rendered as text. A payload that became markup would add an element.
 */
const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(2)</script>',
  '"><svg onload=alert(3)>',
  '<a href="javascript:alert(4)">x</a>',
];

const question = (kind: Question['kind'], title: string): Question => ({
  id: 'q1',
  kind,
  title,
  required: true,
  options: PAYLOADS.map((text, i) => ({ id: String.fromCharCode(97 + i), text })),
  minChoices: 0,
  maxChoices: 0,
  stars: 5,
  scoreMin: 0,
  scoreMax: 10,
  blanks: 2,
  maxImages: 3,
});

function expectNoMarkup(container: HTMLElement) {
  expect(container.querySelectorAll('script, svg, a[href^="javascript"], img[src="x"]')).toHaveLength(0);
  for (const text of PAYLOADS) expect(container.textContent).toContain(text);
}

describe('questionnaire texts render as text', () => {
  it('in a question, its options, its tags and the live counts', () => {
    const q = question('multiple', PAYLOADS.join(' '));
    const { container } = render(
      <>
        <StateTags
          item={{
            id: 1,
            kind: 'vote',
            title: PAYLOADS[0]!,
            state: 'open',
            anonymous: false,
            onceOnly: false,
            participants: 1,
            submitted: false,
            startsAt: 0,
            endsAt: 1,
            questionCount: 1,
          }}
        />
        <QuestionField
          index={0}
          question={q}
          value={undefined}
          onChange={() => {}}
          errorId="e"
          labelId="l"
          invalid={false}
          errors={[]}
          optionErrors={{}}
          requiredLabel="Required"
          questionnaireId={1}
          images={{}}
          onImage={() => {}}
        />
        <VoteCounts questions={[q]} counts={{ q1: { a: 1 } }} />
      </>,
    );
    expectNoMarkup(container);
  });

  it('in the answers shown back to their author', () => {
    const questions = [question('description', 'Free text'), { ...question('blanks', 'Blanks'), id: 'q2' }];
    const { container } = render(
      <AnswerView
        questions={questions}
        submissions={[{ submittedAt: null, answers: { q1: PAYLOADS.join(' '), q2: [PAYLOADS[0]!, PAYLOADS[1]!] } }]}
      />,
    );
    expectNoMarkup(container);
  });
});
