import { useCallback, type DetailedHTMLProps, type HTMLAttributes } from 'react';
import { getHostAdapter, type OpenData } from '../../host-adapters';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how React types custom elements
  namespace JSX {
    interface IntrinsicElements {
      'ww-open-data': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { type: string; openid: string };
    }
  }
}

export interface OpenDataNameProps {
  /** What the id names. */
  type: 'userName' | 'departmentName';
  /** The member's userid / open_userid, or the department id. */
  openid: string;
  /** The name as text, where the host lets the server know it (everywhere but WeCom third-party apps). */
  name: string;
  /** The host's open data; the page's adapter by default (tests pass a fake). */
  openData?: OpenData;
}

/**
 * A user or department name. Inside WeCom it renders through `<ww-open-data>`, which the
 * client fills in (third-party apps never receive names); elsewhere it is plain text.
 */
export function OpenDataName({ type, openid, name, openData = getHostAdapter().openData }: OpenDataNameProps) {
  // A new openid is a new element (key below), so the callback binds it again.
  const bind = useCallback(
    (element: HTMLElement | null) => {
      if (element) openData.bind(element);
    },
    [openData],
  );

  if (!openData.enabled || openid === '') return <span className="lp-open-data-name">{name}</span>;
  return (
    <ww-open-data key={`${type}:${openid}`} ref={bind} type={type} openid={openid} className="lp-open-data-name">
      {name}
    </ww-open-data>
  );
}
