import { randomInt } from 'node:crypto';

/** The slider puzzle's geometry (portal and server agree through the challenge's answer). */
export const SLIDER = { width: 280, height: 150, piece: 44 } as const;

export interface SliderPicture {
  targetX: number;
  pieceY: number;
  /** data: URLs of two SVG pictures: the scene with a hole, and the piece cut from it. */
  background: string;
  piece: string;
}

const PALETTE = ['#4f7cff', '#21b08b', '#f0a020', '#e5533d', '#8a63d2', '#2aa4c9', '#f06fa8'];

function shapes(): string {
  const parts: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const color = PALETTE[randomInt(PALETTE.length)]!;
    const x = randomInt(SLIDER.width);
    const y = randomInt(SLIDER.height);
    const size = 14 + randomInt(40);
    parts.push(
      i % 2 === 0
        ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${color}" fill-opacity="0.75"/>`
        : `<rect x="${x}" y="${y}" width="${size}" height="${size * 0.6}" rx="4" fill="${color}" fill-opacity="0.7" transform="rotate(${randomInt(90)} ${x} ${y})"/>`,
    );
  }
  return parts.join('');
}

const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/**
 * A random scene, a hole where the piece belongs, and the piece itself. The piece never starts
 * over its hole (the hole is at least one piece-width from the left edge).
 */
export function drawSliderPicture(): SliderPicture {
  const { width, height, piece } = SLIDER;
  const targetX = piece + 8 + randomInt(width - 2 * piece - 16);
  const pieceY = 8 + randomInt(height - piece - 16);
  const scene = `<rect width="${width}" height="${height}" fill="#eef3fb"/>${shapes()}`;
  const background =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `${scene}<rect x="${targetX}" y="${pieceY}" width="${piece}" height="${piece}" rx="6" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-width="2"/></svg>`;
  const pieceSvg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${piece}" height="${piece}" viewBox="0 0 ${piece} ${piece}">` +
    `<clipPath id="c"><rect width="${piece}" height="${piece}" rx="6"/></clipPath>` +
    `<g clip-path="url(#c)"><g transform="translate(${-targetX} ${-pieceY})">${scene}</g></g>` +
    `<rect x="1" y="1" width="${piece - 2}" height="${piece - 2}" rx="6" fill="none" stroke="#fff" stroke-width="2"/></svg>`;
  return { targetX, pieceY, background: dataUrl(background), piece: dataUrl(pieceSvg) };
}
