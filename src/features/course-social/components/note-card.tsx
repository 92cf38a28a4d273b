import { Avatar } from '@arco-design/web-react';
import '@arco-design/web-react/es/Avatar/style/css.js';
import type { CourseNote } from '../../../../protocol';
import { formatDate } from '../../../lib/date-format';
import { NoteImages } from './note-images';

/** Someone's approved public note, read-only. */
export function NoteCard({ note }: { note: CourseNote }) {
  return (
    <article className="lp-social-item">
      <Avatar size={32}>
        {note.authorAvatar ? <img src={note.authorAvatar} alt="" /> : note.authorName.slice(0, 1)}
      </Avatar>
      <div className="lp-social-item__body">
        <div className="lp-social-item__head">
          <strong>{note.authorName}</strong>
          <span className="lp-social-muted">{note.chapterTitle}</span>
          <time className="lp-social-muted">{formatDate(note.updatedAt)}</time>
        </div>
        <p className="lp-social-text">{note.content}</p>
        <NoteImages images={note.images} editable={false} onChange={() => undefined} />
      </div>
    </article>
  );
}
