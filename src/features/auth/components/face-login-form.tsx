import { Button } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, type UserInfo } from '../../../../protocol';
import { FormField } from '../../../components/form/form-field';
import { NativeForm } from '../../../components/form/native-form';
import { TextInput } from '../../../components/form/text-input';
import { useFormState } from '../../../components/form/use-form-state';
import { ApiError } from '../../../lib/api-client';
import { faceLogin } from '../api/face-login';

/** What the face dialog reports back for one frame (the exam-face area's outcome shape). */
export interface FaceLoginOutcome {
  ok: boolean;
  reason?: string;
  failures: number;
  limit: number;
  submitted: boolean;
}

/** The camera dialog the shell composes in (features never import each other). */
export type FaceLoginCameraSlot = (props: {
  open: boolean;
  onCapture: (frame: Blob) => Promise<FaceLoginOutcome>;
  onClose: () => void;
}) => ReactNode;

export interface FaceLoginFormProps {
  onLoggedIn: (user: UserInfo) => void;
  renderCamera: FaceLoginCameraSlot;
}

/**
 * Face sign-in (spec 001 §1): the account, then one camera frame checked by the face provider.
 * A refusal stays in the dialog with the provider's reason, so the person can try again or close
 * it and sign in another way.
 */
export function FaceLoginForm({ onLoggedIn, renderCamera }: FaceLoginFormProps) {
  const { t } = useTranslation('auth');
  const [cameraOpen, setCameraOpen] = useState(false);
  const form = useFormState<{ account: string }>({
    id: 'face-login',
    initial: { account: '' },
    rules: { account: (value) => (String(value).trim() ? undefined : t('accountRequired')) },
  });
  const account = form.text('account');
  const [accountName, setAccountName] = useState('');

  async function capture(frame: Blob): Promise<FaceLoginOutcome> {
    try {
      const user = await faceLogin(accountName, frame);
      setCameraOpen(false);
      onLoggedIn(user);
      return { ok: true, failures: 0, limit: 0, submitted: false };
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.FACE_LOGIN_REFUSED) {
        const reason = (error.data as { reason?: unknown } | undefined)?.reason;
        return {
          ok: false,
          reason: typeof reason === 'string' ? reason : 'verification_failed',
          failures: 0,
          limit: 0,
          submitted: false,
        };
      }
      throw error;
    }
  }

  return (
    <NativeForm
      id="face-login"
      validate={form.validate}
      onValid={(values) => {
        setAccountName(values.account.trim());
        setCameraOpen(true);
      }}
      autoComplete="on"
      className="lp-login-form"
    >
      <FormField label={t('account')} htmlFor={account.id} required error={account.error}>
        <TextInput {...account} placeholder={t('accountPlaceholder')} autoComplete="username" maxLength={64} />
      </FormField>
      <p className="lp-login-hint">{t('faceHint')}</p>
      <FormField>
        <Button type="primary" htmlType="submit" long>
          {t('faceStart')}
        </Button>
      </FormField>
      {renderCamera({ open: cameraOpen, onCapture: capture, onClose: () => setCameraOpen(false) })}
    </NativeForm>
  );
}
