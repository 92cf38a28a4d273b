import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface AnswerNavProps {
  current: number;
  total: number;
  onGo: (index: number) => void;
  /** "Report an error" for this question (desktop: between the buttons; phones show it under the card). */
  report?: ReactNode;
  /** Phones: the bar at the bottom with the sheet's button between Previous and Next. */
  phone?: { done: number; sheetOpen: boolean; sheetId: string; onOpenSheet: () => void } | undefined;
}

/** Previous / next under the question; on a phone a bottom bar of three 44 px buttons. */
export function AnswerNav({ current, total, onGo, report, phone }: AnswerNavProps) {
  const { t } = useTranslation('exams');
  const previous = (
    <Button disabled={current === 0} onClick={() => onGo(current - 1)}>
      {t('paper.previous')}
    </Button>
  );
  const next = (
    <Button type="outline" disabled={current >= total - 1} onClick={() => onGo(current + 1)}>
      {t('paper.next')}
    </Button>
  );
  if (!phone) {
    return (
      <div className="lp-exam-nav">
        {previous}
        <span className="lp-exam-muted">{t('paper.keys')}</span>
        {report}
        {next}
      </div>
    );
  }
  return (
    <div className="lp-exam-nav lp-exam-nav--phone">
      {previous}
      <Button
        className="lp-exam-nav__sheet"
        aria-haspopup="dialog"
        aria-expanded={phone.sheetOpen}
        aria-controls={phone.sheetOpen ? phone.sheetId : undefined}
        onClick={phone.onOpenSheet}
      >
        {t('sheet.open', { done: phone.done, total })}
      </Button>
      {next}
    </div>
  );
}
