import type { Agreement } from '../../../../protocol';
import { api } from '../../../lib/api-client';

/** GET apiSystem/getAgreement: the enterprise's user agreement in the current language (HTML, unsanitised). */
export async function getAgreement(): Promise<Agreement> {
  const data = await api.call<Partial<Agreement> | null>('apiSystem/getAgreement', {}, { quiet: true });
  return {
    title: typeof data?.title === 'string' ? data.title : '',
    html: typeof data?.html === 'string' ? data.html : '',
    language: typeof data?.language === 'string' ? data.language : '',
  };
}
