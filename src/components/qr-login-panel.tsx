import { Button, Modal, Spin } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QrLoginOption } from '../../host-adapters';

export interface QrLoginPanelProps {
  option: QrLoginOption;
  /** Put the vendor's panel into `el`; resolves to its unmount (host.qrLogin.mountPanel). */
  mount(option: QrLoginOption, el: HTMLElement): Promise<() => void>;
  /** The full-page login instead (also the way out when the panel cannot load). */
  onFullPage(option: QrLoginOption): void;
  onClose(): void;
}

/**
 * The vendor's scan panel in a dialog on the login page: the person scans the code with the
 * DingTalk or WeCom app on their phone and confirms there; the page then finishes the sign-in.
 */
export function QrLoginPanel({ option, mount, onFullPage, onClose }: QrLoginPanelProps) {
  const { t } = useTranslation('hosts');
  // A callback ref: the dialog renders its body a moment after it opens.
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');

  useEffect(() => {
    if (!el) return;
    let unmount: (() => void) | null = null;
    let live = true;
    mount(option, el).then(
      (done) => {
        if (live) {
          unmount = done;
          setState('shown');
        } else done();
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      unmount?.();
    };
  }, [el, mount, option]);

  const name = t(option.kind === 'dingtalk' ? 'panel.dingtalk' : 'panel.wecom');
  return (
    <Modal visible title={t('panel.title', { name })} footer={null} onCancel={onClose} unmountOnExit>
      <p className="lp-qr-panel-hint">{t('panel.hint', { name })}</p>
      {state === 'loading' ? <Spin className="lp-qr-panel-loading" tip={t('panel.loading')} /> : null}
      {state === 'failed' ? (
        <p role="alert" className="lp-qr-panel-error">
          {t('panel.failed', { name })}
        </p>
      ) : null}
      <div
        ref={setEl}
        className="lp-qr-panel"
        aria-label={t('panel.title', { name })}
        role="region"
        style={{ display: 'flex', justifyContent: 'center', minHeight: 300 }}
      />
      <Button type="text" onClick={() => onFullPage(option)}>
        {t('panel.fullPage', { name })}
      </Button>
    </Modal>
  );
}
