import type { UserInfo } from '../../../../protocol';
import { api } from '../../../lib/api-client';
import { signedInUser } from './login';

/**
 * POST /v1/login/face (multipart): the account and one camera frame. A refusal arrives as
 * FACE_LOGIN_REFUSED with the provider's reason in `data.reason`.
 */
export async function faceLogin(account: string, frame: Blob): Promise<UserInfo> {
  const { faceLoginCall } = await import('../../../../protocol/calls/auth');
  const form = new FormData();
  form.append('account', account);
  form.append(
    'file',
    frame instanceof File ? frame : new File([frame], 'face.jpg', { type: frame.type || 'image/jpeg' }),
  );
  return signedInUser(await api.requestUpload(faceLoginCall, form, { quiet: true }));
}
