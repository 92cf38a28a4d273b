/*
 * Demo pictures of the mall's products and prizes: small SVG drawings as data: addresses, made at
 * seed time (a few hundred bytes each, crisp at every size, nothing to serve or clean up). An
 * administrator's real product photos would be uploads under /media/ instead (decision 0050).
 */

const KINDS = {
  mug: [
    '#0f766e',
    '<rect x="60" y="70" width="70" height="80" rx="10" fill="#fff"/><path d="M130 90h14a14 14 0 0 1 0 36h-14" fill="none" stroke="#fff" stroke-width="8"/><rect x="70" y="92" width="50" height="8" fill="#0f766e"/>',
  ],
  earbuds: [
    '#1e40af',
    '<circle cx="75" cy="90" r="22" fill="#fff"/><rect x="68" y="100" width="14" height="50" rx="7" fill="#fff"/><circle cx="125" cy="90" r="22" fill="#fff"/><rect x="118" y="100" width="14" height="50" rx="7" fill="#fff"/>',
  ],
  notebook: [
    '#9a3412',
    '<rect x="55" y="45" width="90" height="115" rx="6" fill="#fff"/><rect x="55" y="45" width="16" height="115" fill="#fed7aa"/><path d="M85 80h45M85 100h45M85 120h30" stroke="#9a3412" stroke-width="6"/>',
  ],
  coffee: [
    '#78350f',
    '<path d="M55 80h80l-10 70H65z" fill="#fff"/><path d="M135 95h10a12 12 0 0 1 0 24h-14" fill="none" stroke="#fff" stroke-width="7"/><path d="M80 45q8 12 0 24M100 45q8 12 0 24" stroke="#fde68a" stroke-width="5" fill="none"/>',
  ],
  shirt: ['#be123c', '<path d="M70 50l-30 20 14 26 14-8v72h64V88l14 8 14-26-30-20q-15 16-30 0z" fill="#fff"/>'],
  plant: [
    '#15803d',
    '<path d="M70 120h60l-8 40H78z" fill="#fde68a"/><path d="M100 120V70M100 95q-30-5-30-35 30 5 30 35M100 85q30-5 30-35-30 5-30 35" fill="#fff" stroke="#fff" stroke-width="4"/>',
  ],
  books: [
    '#6d28d9',
    '<rect x="50" y="60" width="28" height="100" fill="#fff"/><rect x="84" y="50" width="28" height="110" fill="#ddd6fe"/><rect x="118" y="70" width="32" height="90" fill="#fff"/>',
  ],
  battery: [
    '#334155',
    '<rect x="60" y="50" width="80" height="110" rx="12" fill="#fff"/><path d="M105 70l-25 40h20l-5 30 25-42h-20z" fill="#facc15"/>',
  ],
  points: [
    '#b45309',
    '<circle cx="100" cy="100" r="52" fill="#fde68a"/><circle cx="100" cy="100" r="40" fill="none" stroke="#b45309" stroke-width="6"/><path d="M100 75v50M85 90h30" stroke="#b45309" stroke-width="8"/>',
  ],
  badge: [
    '#0369a1',
    '<path d="M80 40h40l-6 45H86z" fill="#bae6fd"/><circle cx="100" cy="115" r="38" fill="#fff"/><path d="M100 95l7 14 15 2-11 10 3 15-14-7-14 7 3-15-11-10 15-2z" fill="#0369a1"/>',
  ],
  speaker: [
    '#4338ca',
    '<rect x="60" y="45" width="80" height="115" rx="14" fill="#fff"/><circle cx="100" cy="120" r="24" fill="#4338ca"/><circle cx="100" cy="75" r="10" fill="#4338ca"/>',
  ],
  ticket: [
    '#a21caf',
    '<path d="M40 70h120v20a10 10 0 0 0 0 20v20H40v-20a10 10 0 0 0 0-20z" fill="#fff"/><path d="M110 72v56" stroke="#a21caf" stroke-width="4" stroke-dasharray="6 5"/>',
  ],
} as const;

export type MallPictureKind = keyof typeof KINDS;

/** A product or prize picture; `alternate` is a second view (another background) for the gallery. */
export function mallPicture(kind: MallPictureKind, alternate = false): string {
  const [colour, drawing] = KINDS[kind];
  const background = alternate
    ? `<rect width="200" height="200" fill="#f1f5f9"/><circle cx="100" cy="105" r="80" fill="${colour}"/>`
    : `<rect width="200" height="200" fill="${colour}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">${background}${drawing}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
