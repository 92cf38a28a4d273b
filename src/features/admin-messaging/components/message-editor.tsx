import { IconLink } from '@arco-design/web-react/icon';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface MessageEditorProps {
  id: string;
  label: string;
  /** Changes when the form is reset (a new message): the box is cleared. */
  resetKey: string;
  invalid: boolean;
  onChange: (html: string) => void;
}

/**
 * The message text: bold, italic, lists and links. What the box holds is sent as HTML; the server
 * keeps only an allow-list of tags (decision 0057) and learners read it through SafeHtml.
 */
export function MessageEditor({ id, label, resetKey, invalid, onChange }: MessageEditorProps) {
  const { t } = useTranslation('admin-messaging');
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (box.current) box.current.innerHTML = '';
  }, [resetKey]);

  const emit = () => onChange(box.current?.innerHTML ?? '');
  const command = (name: string, value?: string) => {
    box.current?.focus();
    document.execCommand(name, false, value);
    emit();
  };
  const link = () => {
    const url = window.prompt(t('editor.linkPrompt'), 'https://');
    if (url && /^(https?:\/\/|\/)/.test(url)) command('createLink', url);
  };

  return (
    <div className={`lp-amsg-editor${invalid ? ' lp-amsg-editor--invalid' : ''}`}>
      <div className="lp-amsg-editor__toolbar" role="toolbar" aria-label={t('editor.toolbar')} aria-controls={id}>
        <button type="button" onClick={() => command('bold')} aria-label={t('editor.bold')} title={t('editor.bold')}>
          <b>B</b>
        </button>
        <button
          type="button"
          onClick={() => command('italic')}
          aria-label={t('editor.italic')}
          title={t('editor.italic')}
        >
          <i>I</i>
        </button>
        <button
          type="button"
          onClick={() => command('insertUnorderedList')}
          aria-label={t('editor.list')}
          title={t('editor.list')}
        >
          ••
        </button>
        <button type="button" onClick={link} aria-label={t('editor.link')} title={t('editor.link')}>
          <IconLink aria-hidden="true" />
        </button>
      </div>
      <div
        id={id}
        ref={box}
        className="lp-amsg-editor__box"
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={invalid}
        tabIndex={0}
        data-testid="admin-message-body"
        onInput={emit}
        onBlur={emit}
      />
    </div>
  );
}
