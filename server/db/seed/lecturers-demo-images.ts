import { createCanvas } from '@napi-rs/canvas';

/**
 * The demo lecturers' avatars and photos, drawn at seed time (decision 0051): small JPEGs kept as
 * data: addresses, so the seed needs no media folder and the portal shows them like any image.
 */
export function demoAvatar(initials: string, colour: string): string {
  const canvas = createCanvas(160, 160);
  const g = canvas.getContext('2d');
  g.fillStyle = colour;
  g.fillRect(0, 0, 160, 160);
  g.fillStyle = 'rgba(255,255,255,0.18)';
  g.beginPath();
  g.arc(130, 20, 70, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#ffffff';
  g.font = 'bold 60px sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(initials, 80, 84);
  return canvas.toDataURL('image/jpeg', 0.8);
}

const SCENES = ['#0f766e', '#1d4ed8', '#9333ea', '#c2410c', '#0369a1', '#be123c', '#4d7c0f', '#7c2d12'];

/** A photo of a session: a coloured room, a screen and rows of heads, captioned in Latin letters. */
export function demoPhoto(caption: string, index: number): string {
  const canvas = createCanvas(480, 300);
  const g = canvas.getContext('2d');
  const colour = SCENES[index % SCENES.length]!;
  const gradient = g.createLinearGradient(0, 0, 480, 300);
  gradient.addColorStop(0, colour);
  gradient.addColorStop(1, '#0f172a');
  g.fillStyle = gradient;
  g.fillRect(0, 0, 480, 300);
  g.fillStyle = 'rgba(255,255,255,0.85)';
  g.fillRect(150, 40, 180, 100);
  g.fillStyle = colour;
  g.font = 'bold 22px sans-serif';
  g.textAlign = 'center';
  g.fillText(caption, 240, 98);
  g.fillStyle = 'rgba(255,255,255,0.55)';
  for (let row = 0; row < 2; row += 1) {
    for (let seat = 0; seat < 7; seat += 1) {
      g.beginPath();
      g.arc(60 + seat * 60 + row * 30, 210 + row * 50, 16, 0, Math.PI * 2);
      g.fill();
    }
  }
  return canvas.toDataURL('image/jpeg', 0.7);
}
