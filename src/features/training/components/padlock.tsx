/** A padlock drawn in SVG (emoji fonts are missing on many desktops): the locked stage's symbol. */
export function Padlock({ size = 14 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="lp-padlock"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
    >
      <rect x="4.5" y="10.5" width="15" height="10.5" rx="2" fill="currentColor" stroke="none" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </svg>
  );
}
