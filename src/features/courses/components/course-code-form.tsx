import { Button, Input, Message } from '@arco-design/web-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_CODE_PATTERN } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { redeemCourseCode } from '../api/courses-api';

/** "Have a course code?": redeem it and re-read the course. The button is busy while it runs (no double submit). */
export function CourseCodeForm({ onRedeemed }: { onRedeemed: (courseId: number) => void }) {
  const { t } = useTranslation('courses');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const redeem = useMutation({
    mutationFn: (value: string) => redeemCourseCode(value),
    onSuccess: (result) => {
      setError('');
      setCode('');
      Message.success(t('code.redeemed', { title: result.title }));
      onRedeemed(result.courseId);
    },
    onError: (e) => setError(errorText(e)),
  });
  const submit = () => {
    const value = code.trim().toUpperCase();
    if (!COURSE_CODE_PATTERN.test(value)) return setError(t('code.invalid'));
    if (!redeem.isPending) redeem.mutate(value);
  };
  return (
    <form
      className="lp-course-code"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor="lp-course-code-input" className="lp-course-code-label">
        {t('code.label')}
      </label>
      <div className="lp-course-code-row">
        <Input
          id="lp-course-code-input"
          value={code}
          onChange={setCode}
          placeholder={t('code.placeholder')}
          maxLength={32}
          status={error ? 'error' : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby="lp-course-code-error"
        />
        <Button type="primary" htmlType="submit" loading={redeem.isPending}>
          {t('code.submit')}
        </Button>
      </div>
      <p id="lp-course-code-error" className="lp-course-code-error" role={error ? 'alert' : undefined}>
        {error}
      </p>
    </form>
  );
}
