import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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

/**
 * What the simulator hands out carries its own state, sealed with an HMAC: a code or token issued
 * by one server process is read by any other that has the same key (the simulators derive it from
 * their apps, which every process reads from the same configuration). Only "this code was used"
 * is written down, in a shared ledger (decision 0041).
 */
export class SimSeal {
  private readonly key: Buffer;

  constructor(material: string) {
    this.key = createHash('sha256').update(`host-simulator|${material}`).digest();
  }

  seal(payload: object): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  open<T>(text: string): T | null {
    const [body = '', mac = '', ...rest] = text.split('.');
    if (rest.length > 0 || !body) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
    } catch {
      return null;
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url').slice(0, 32);
  }
}

/** Where single use is recorded: the database when processes share it, memory for one-process tests. */
export interface UsedCodes {
  /** Record the code's first use; false when it was used before (here or by another process). */
  firstUse(id: string, expiresAt: number): Promise<boolean>;
}

export function usedCodesInMemory(now: () => number): UsedCodes {
  const used = new Map<string, number>();
  return {
    async firstUse(id, expiresAt) {
      for (const [key, until] of used) if (until <= now()) used.delete(key);
      if (used.has(id)) return false;
      used.set(id, expiresAt);
      return true;
    },
  };
}

/** The vendors' one-time codes: valid 5 minutes, single use. */
/** What either host's simulator (DingTalk, WeCom) is built from. */
export interface HostSimulatorOptions<App> {
  prefix: string;
  now: () => number;
  apps: App[];
  /** Address books by corpId. */
  members: Record<string, SimMember[]>;
  /**
   * Where used codes are recorded: the database when several server processes serve the simulator
   * (host-dev.ts), memory by default (one process, the client tests).
   */
  usedCodes?: UsedCodes;
}

/** A running host simulator. */
export interface HostSimulator {
  /** Calls received per endpoint by this process, so tests can prove caching. */
  counts: Record<string, number>;
  codes: SimCodes;
}

export class SimCodes {
  constructor(
    private readonly now: () => number,
    private readonly seal: SimSeal,
    private readonly used: UsedCodes,
  ) {}

  issue(entry: IssuedCode): string {
    const expiresAt = this.now() + CODE_LIFETIME_MS;
    return this.seal.seal({
      k: 'code',
      u: entry.userid,
      c: entry.corpId,
      f: entry.flow,
      e: expiresAt,
      n: randomText(8),
    });
  }

  async consume(code: string): Promise<IssuedCode | 'unknown' | 'used' | 'expired'> {
    const entry = this.seal.open<{ k: string; u: string; c: string; f: IssuedCode['flow']; e: number; n: string }>(
      code,
    );
    if (!entry || entry.k !== 'code') return 'unknown';
    if (entry.e <= this.now()) return 'expired';
    if (!(await this.used.firstUse(entry.n, entry.e))) return 'used';
    return { userid: entry.u, corpId: entry.c, flow: entry.f };
  }
}

/** Tokens and tickets the simulator handed out, with their expiry (7200 s, as the vendors). */
export class SimTokens {
  constructor(
    private readonly now: () => number,
    private readonly seal: SimSeal,
    /** What these are ('app-token', 'ticket', …): one kind is never accepted as another. */
    private readonly kind: string,
    readonly lifetimeSeconds = 7200,
  ) {}

  issue(owner: string): string {
    const expiresAt = this.now() + this.lifetimeSeconds * 1000;
    return this.seal.seal({ k: this.kind, o: owner, e: expiresAt, n: randomText(8) });
  }

  /** The owner of a live token, or null when unknown or expired. */
  owner(token: string): string | null {
    const entry = this.seal.open<{ k: string; o: string; e: number }>(token);
    return entry && entry.k === this.kind && entry.e > this.now() ? entry.o : null;
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
