import { Modal } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommunityPerson } from '../../../../protocol';
import { MemberPicker } from './member-picker';

export interface RichEditorProps {
  label: string;
  initialHtml: string;
  onChange: (html: string, mentions: number[]) => void;
}

/** The ids of the mention chips in the editor's HTML. */
export function mentionIdsOf(html: string): number[] {
  return [...new Set([...html.matchAll(/data-mention-id="(\d+)"/g)].map((m) => Number(m[1])))];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A small rich-text box: bold, italic, lists and @ mentions (a member picker inserts a chip the
 * server keeps as `<span data-mention-id>`). The server sanitises whatever arrives.
 */
export function RichEditor({ label, initialHtml, onChange }: RichEditorProps) {
  const { t } = useTranslation('community');
  const box = useRef<HTMLDivElement>(null);
  const [picking, setPicking] = useState(false);
  const saved = useRef<Range | null>(null);

  useEffect(() => {
    if (box.current) box.current.innerHTML = initialHtml;
    // Only the first value: afterwards the box is the source of truth.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const emit = () => {
    const html = box.current?.innerHTML ?? '';
    onChange(html, mentionIdsOf(html));
  };
  const command = (name: string) => {
    box.current?.focus();
    document.execCommand(name);
    emit();
  };
  const openPicker = () => {
    const selection = window.getSelection();
    saved.current = selection && selection.rangeCount ? selection.getRangeAt(0).cloneRange() : null;
    setPicking(true);
  };
  const insertMention = (person: CommunityPerson) => {
    setPicking(false);
    const el = box.current;
    if (!el) return;
    el.focus();
    const selection = window.getSelection();
    if (saved.current && el.contains(saved.current.startContainer)) {
      selection?.removeAllRanges();
      selection?.addRange(saved.current);
    }
    document.execCommand(
      'insertHTML',
      false,
      `<span data-mention-id="${person.id}" class="lp-mention">@${escapeHtml(person.name)}</span>&nbsp;`,
    );
    emit();
  };

  return (
    <div className="lp-community-rich">
      <div className="lp-community-rich__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        <button type="button" onClick={() => command('bold')} aria-label={t('editor.bold')}>
          <b>B</b>
        </button>
        <button type="button" onClick={() => command('italic')} aria-label={t('editor.italic')}>
          <i>I</i>
        </button>
        <button type="button" onClick={() => command('insertUnorderedList')} aria-label={t('editor.list')}>
          ••
        </button>
        <button type="button" onClick={openPicker} aria-label={t('editor.mention')}>
          @
        </button>
      </div>
      <div
        ref={box}
        className="lp-community-rich__box"
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        tabIndex={0}
        data-testid="community-rich-editor"
        onInput={emit}
        onKeyDown={(e) => {
          if (e.key === '@') {
            e.preventDefault();
            openPicker();
          }
        }}
      />
      <Modal
        title={t('editor.mentionTitle')}
        visible={picking}
        onCancel={() => setPicking(false)}
        footer={null}
        unmountOnExit
      >
        <MemberPicker
          label={t('editor.mentionWho')}
          selected={[]}
          max={1}
          single
          onChange={(p) => p[0] && insertMention(p[0])}
        />
      </Modal>
    </div>
  );
}
