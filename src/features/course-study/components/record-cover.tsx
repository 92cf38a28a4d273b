import { mediaUrl } from '../../../lib/media-url';

/* Colours of the generated cover of a course without an image; a course keeps its colour (by id). */
const COLOURS = ['#3c7eff', '#14c9c9', '#ff7d00', '#722ed1', '#00b42a', '#f53f3f'];

/** A small course cover for a record row: the image, or a coloured tile. */
export function RecordCover({ id, cover }: { id: number; cover: string }) {
  if (cover) return <img className="lp-records-cover" src={mediaUrl(cover)} alt="" loading="lazy" />;
  return <div className="lp-records-cover" style={{ background: COLOURS[id % COLOURS.length] }} aria-hidden="true" />;
}
