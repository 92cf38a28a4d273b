import { randomText } from './host-http';

/** What a vendor simulator knows: its apps, its address book, and the counters tests read. */
export interface SimMember {
  userid: string;
  name: string;
  unionid: string;
}

export const CODE_LIFETIME_MS = 5 * 60 * 1000;

export interface IssuedCode {
  userid: string;
  corpId: string;
  flow: 'in_app' | 'qr';
}

/** The vendors' one-time codes: valid 5 minutes, single use. */
export class SimCodes {
  private readonly codes = new Map<string, IssuedCode & { expiresAt: number; used: boolean }>();

  constructor(private readonly now: () => number) {}

  issue(entry: IssuedCode): string {
    const code = randomText(16);
    this.codes.set(code, { ...entry, expiresAt: this.now() + CODE_LIFETIME_MS, used: false });
    return code;
  }

  consume(code: string): IssuedCode | 'unknown' | 'used' | 'expired' {
    const entry = this.codes.get(code);
    if (!entry) return 'unknown';
    if (entry.used) return 'used';
    if (entry.expiresAt <= this.now()) return 'expired';
    entry.used = true;
    return entry;
  }
}

/** Tokens and tickets the simulator handed out, with their expiry (7200 s, as the vendors). */
export class SimTokens {
  private readonly tokens = new Map<string, { owner: string; expiresAt: number }>();

  constructor(
    private readonly now: () => number,
    readonly lifetimeSeconds = 7200,
  ) {}

  issue(owner: string): string {
    const token = randomText(16);
    this.tokens.set(token, { owner, expiresAt: this.now() + this.lifetimeSeconds * 1000 });
    return token;
  }

  /** The owner of a live token, or null when unknown or expired. */
  owner(token: string): string | null {
    const entry = this.tokens.get(token);
    return entry && entry.expiresAt > this.now() ? entry.owner : null;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The simulated phone screen of a scan-login: pick which member "scans". */
export function scanPage(
  title: string,
  members: SimMember[],
  approveUrl: (userid: string) => string,
  head = '',
): string {
  const items = members
    .map(
      (m) =>
        `<li><a href="${escapeHtml(approveUrl(m.userid))}">${escapeHtml(m.name)} (${escapeHtml(m.userid)})</a></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${head}</head><body style="font-family:sans-serif;max-width:480px;margin:40px auto"><h1>${escapeHtml(title)}</h1><p>Simulator: choose who scans the code.</p><ul>${items}</ul></body></html>`;
}
