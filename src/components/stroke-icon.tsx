/**
 * A small line icon drawn with the text colour (the shell's menu, close and bell buttons). Always
 * decorative: the button around it carries the name.
 */
export function StrokeIcon({ paths, size = 20 }: { paths: readonly string[]; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
