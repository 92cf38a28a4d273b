import { Button, Modal } from '@arco-design/web-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssignableItem, AssignmentKind, CreateAssignmentResult } from '../../../../protocol';
import { formatDate } from '../../../lib/date-format';
import { errorText } from '../../../lib/error-text';
import { createAssignment } from '../api/admin-assignments-api';
import { assignmentKeys } from '../api/query-keys';
import { AudiencePicker, NO_AUDIENCE, isEmptyAudience, type AudienceChoice } from './audience-picker';
import { AudiencePreview, toAudience } from './audience-preview';
import { ItemPicker } from './item-picker';

const pad = (n: number) => String(n).padStart(2, '0');

/** The time of a click (handlers only). */
const clickTime = () => Date.now();

/** A datetime-local value in the browser's time zone. */
export function localInputValue(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Two weeks ahead at 18:00: the deadline most assignments get. */
function defaultDeadline(): string {
  const d = new Date(Date.now() + 14 * 24 * 3_600_000);
  d.setHours(18, 0, 0, 0);
  return localInputValue(d.getTime());
}

/**
 * Assign one item to an audience with a deadline: pick, see how many learners it reaches, confirm.
 * The server keeps one assignment per item, deadline and audience, so a double click or a second
 * tab changes nothing; the answer says how many learners got the task now.
 */
export function AssignForm() {
  const { t } = useTranslation('admin-assignments');
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<AssignmentKind>('exam');
  const [item, setItem] = useState<AssignableItem | null>(null);
  const [audience, setAudience] = useState<AudienceChoice>(NO_AUDIENCE);
  const [deadline, setDeadline] = useState(defaultDeadline);
  // The page's opening time: the earliest deadline offered (the server checks the real now).
  const [openedAt] = useState(() => Date.now());
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState('');
  const [result, setResult] = useState<CreateAssignmentResult | null>(null);
  const dueAt = new Date(deadline).getTime();

  const assign = useMutation({
    mutationFn: () => createAssignment({ kind, refId: item!.id, dueAt, audience: toAudience(audience) }),
    onSuccess: (answer) => {
      setConfirming(false);
      setResult(answer);
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.all });
    },
    onError: (error) => {
      setConfirming(false);
      setProblem(errorText(error));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!item) return setProblem(t('form.needItem'));
    if (isEmptyAudience(audience)) return setProblem(t('form.needAudience'));
    if (!Number.isFinite(dueAt)) return setProblem(t('form.needDeadline'));
    if (dueAt <= clickTime()) return setProblem(t('form.deadlinePast'));
    setProblem('');
    setConfirming(true);
  };

  return (
    <form className="lp-assign-form" onSubmit={submit} noValidate aria-label={t('form.label')}>
      <section className="lp-assign-step" aria-labelledby="lp-assign-what">
        <h2 id="lp-assign-what" className="lp-page-h2">
          {t('form.what')}
        </h2>
        <ItemPicker kind={kind} onKind={setKind} item={item} onItem={setItem} />
      </section>
      <section className="lp-assign-step" aria-labelledby="lp-assign-who">
        <h2 id="lp-assign-who" className="lp-page-h2">
          {t('form.who')}
        </h2>
        <AudiencePicker value={audience} onChange={setAudience} />
        <AudiencePreview audience={toAudience(audience)} />
      </section>
      <section className="lp-assign-step" aria-labelledby="lp-assign-when">
        <h2 id="lp-assign-when" className="lp-page-h2">
          {t('form.when')}
        </h2>
        <label className="lp-assign-deadline">
          <span>{t('form.deadline')}</span>
          <input
            type="datetime-local"
            className="lp-assign-input"
            value={deadline}
            min={localInputValue(openedAt)}
            onChange={(e) => setDeadline(e.target.value)}
            required
          />
        </label>
      </section>
      {problem ? (
        <p className="lp-assign-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {result ? (
        <p className="lp-assign-done" role="status">
          {result.created
            ? t('result.created', { count: result.learners, fresh: result.newlyAssigned })
            : t('result.again', { count: result.learners, fresh: result.newlyAssigned })}
          {result.full > 0 ? ` ${t('result.full', { count: result.full })}` : ''}
        </p>
      ) : null}
      <div className="lp-assign-actions">
        <Button type="primary" htmlType="submit" loading={assign.isPending} className="lp-assign-submit">
          {t('form.submit')}
        </Button>
      </div>
      {confirming && item ? (
        <Modal
          visible
          title={t('confirm.title')}
          onOk={() => assign.mutate()}
          onCancel={() => setConfirming(false)}
          okText={t('confirm.ok')}
          cancelText={t('confirm.cancel')}
          okButtonProps={{ loading: assign.isPending }}
          autoFocus
          focusLock
          unmountOnExit
        >
          <p>{t('confirm.body', { kind: t(`kinds.${kind}`), title: item.title, due: formatDate(dueAt) })}</p>
          <AudiencePreview audience={toAudience(audience)} />
        </Modal>
      ) : null}
    </form>
  );
}
