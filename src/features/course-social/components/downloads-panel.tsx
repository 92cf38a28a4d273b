import { Alert, Button, Checkbox, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_SOCIAL_LIMITS, type CourseDetail, type DownloadRecord } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { downloadCompress, downloadSingle, newRequestId } from '../api/social-api';
import { useDownloadPolling } from '../hooks/use-download-polling';
import { DownloadLink } from './download-link';
import '../course-social.css';
import '../course-social-mobile.css';
import { socialKeys } from '../hooks/social-keys';

/** The materials tab of a course that allows downloads: its documents, one by one or as a zip. */
export function DownloadsPanel({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('course-social');
  const client = useQueryClient();
  const documents = course.chapters.filter((c) => c.kind === 'document');
  const [selected, setSelected] = useState<number[]>([]);
  const [singles, setSingles] = useState<Record<number, DownloadRecord>>({});
  const [zip, setZip] = useState<DownloadRecord | null>(null);
  const polled = useDownloadPolling(zip);
  const refreshRecords = () => void client.invalidateQueries({ queryKey: socialKeys.downloadsAll });
  const single = useMutation({
    mutationFn: (chapterId: number) => downloadSingle(course.id, chapterId),
    onSuccess: (record, chapterId) => {
      setSingles((old) => ({ ...old, [chapterId]: record }));
      refreshRecords();
    },
    onError: (error) => Message.error(errorText(error)),
  });
  const compress = useMutation({
    mutationFn: () => downloadCompress(course.id, selected, newRequestId()),
    onSuccess: (record) => {
      setZip(record);
      refreshRecords();
    },
    onError: (error) => Message.error(errorText(error)),
  });

  if (documents.length === 0) return <p className="lp-social-muted">{t('downloads.noDocuments')}</p>;
  const toggle = (id: number, on: boolean) => setSelected(on ? [...selected, id] : selected.filter((x) => x !== id));
  return (
    <section className="lp-social-panel" aria-label={t('downloads.title')}>
      <Alert type="info" content={t('downloads.hint')} />
      <ul className="lp-social-docs">
        {documents.map((doc) => (
          <li key={doc.id} className="lp-social-row lp-social-row--between">
            <Checkbox
              checked={selected.includes(doc.id)}
              disabled={!selected.includes(doc.id) && selected.length >= COURSE_SOCIAL_LIMITS.compressMax}
              onChange={(on: boolean) => toggle(doc.id, on)}
            >
              {doc.title}
            </Checkbox>
            {singles[doc.id] ? (
              <DownloadLink record={singles[doc.id]!} />
            ) : (
              <Button
                size="small"
                loading={single.isPending && single.variables === doc.id}
                onClick={() => single.mutate(doc.id)}
              >
                {t('downloads.prepare')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="lp-social-row">
        <Button
          type="primary"
          disabled={selected.length === 0}
          loading={compress.isPending || polled.data?.state === 'pending'}
          onClick={() => compress.mutate()}
        >
          {t('downloads.zip', { count: selected.length })}
        </Button>
        {polled.data ? <DownloadLink record={polled.data} /> : null}
      </div>
    </section>
  );
}
