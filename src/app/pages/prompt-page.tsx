import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { StatusPanel } from '../../components/status-panel';
import { safeBackUrl } from '../../lib/safe-redirect';

/** errorMsg values with their own text (spec 000 §4 access codes, §8 error codes). */
const KNOWN_CODES = ['2', '3', '4', '5', '401', '577'];
/** Codes the user can fix by signing in again. */
const SIGN_IN_CODES = ['401', '5'];

/**
 * The /prompt page: a notice or error the shell sent the user to (query errorMsg, dataInfo,
 * url). A minimal version; the full page with its per-code actions comes with its own issue.
 */
export function PromptPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const code = search.get('errorMsg') ?? '';
  const detail = search.get('dataInfo') ?? '';
  const backUrl = safeBackUrl(search.get('url'));
  const text = KNOWN_CODES.includes(code) ? t(`prompt.code${code}`) : t('prompt.title');
  const signIn = backUrl ? `/login?backUrl=${encodeURIComponent(backUrl)}` : '/login';

  return (
    <main className="lp-prompt-page">
      <StatusPanel
        tone={code === '577' ? 'info' : 'warning'}
        title={text}
        description={detail && detail !== text ? detail : undefined}
        actions={
          <>
            {SIGN_IN_CODES.includes(code) ? (
              <Button type="primary" onClick={() => navigate(signIn)}>
                {t('prompt.signInAgain')}
              </Button>
            ) : null}
            <Button onClick={() => navigate('/index')}>{t('prompt.backHome')}</Button>
          </>
        }
      />
    </main>
  );
}
