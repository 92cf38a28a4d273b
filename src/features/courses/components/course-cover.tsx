import { MediaIcon } from './media-icon';

/* Pairs of gradient colours for generated covers; a course keeps its colours (chosen by id). */
const PALETTE: [string, string][] = [
  ['#4f7cff', '#7b5cff'],
  ['#00a88f', '#3dd6b0'],
  ['#ff7d45', '#ffb443'],
  ['#e0457b', '#ff8fa3'],
  ['#2d9cdb', '#56ccf2'],
  ['#6c5ce7', '#a29bfe'],
  ['#f2994a', '#eb5757'],
  ['#219653', '#6fcf97'],
];

export interface CourseCoverProps {
  id: number;
  title: string;
  cover: string;
  mediaType: string;
  /** Larger type for the detail header. */
  large?: boolean;
}

/** The course's cover image, or a coloured cover with its media icon and title when it has none. */
export function CourseCover({ id, title, cover, mediaType, large }: CourseCoverProps) {
  if (cover) return <img className="lp-course-cover" src={cover} alt="" loading="lazy" />;
  const [from, to] = PALETTE[id % PALETTE.length]!;
  return (
    <div
      className={`lp-course-cover lp-course-cover-generated${large ? ' lp-course-cover-large' : ''}`}
      style={{ background: `linear-gradient(135deg, ${from}, ${to})` }}
      aria-hidden="true"
    >
      <MediaIcon kind={mediaType} size={large ? 44 : 30} />
      <span className="lp-course-cover-title">{title}</span>
    </div>
  );
}
