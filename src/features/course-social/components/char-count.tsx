import { textLength } from '../../../../protocol';

/** "123 / 1000", red once over: counted by code points like the server. */
export function CharCount({ text, max, id }: { text: string; max: number; id?: string }) {
  const length = textLength(text);
  return (
    <span id={id} className={`lp-social-count${length > max ? ' lp-social-count--over' : ''}`} aria-live="polite">
      {length} / {max}
    </span>
  );
}
