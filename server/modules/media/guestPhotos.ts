/**
 * Guest photos: what a guest photographed with a phone (their room's corner with a suitcase,
 * breakfast on the table, the view from the window, the pool, the washbasin, the street outside),
 * drawn close up and a little askew, so none repeats a picture of the hotel's own gallery.
 * Deterministic from the hotel, the photo's number and its kind.
 */
import type { GuestPhotoKind } from '../reviews/generatedReviews';
import { hash32, rng, type Rng } from '../../rules/seededRandom';
import { cityScene, frame, hsl, type CityLook } from './svg';

function roomCorner(r: Rng, hue: number): string {
  return `<rect width="300" height="200" fill="${hsl(hue, 25, 80)}"/><rect y="150" width="300" height="50" fill="${hsl(hue + 20, 30, 40)}"/><path d="M0 120 L180 100 L300 130 L300 200 L0 200z" fill="#fff"/><path d="M0 150 L180 128 L300 160" stroke="${hsl(hue + 150, 45, 50)}" stroke-width="14" fill="none"/><rect x="${r.int(190, 230)}" y="70" width="55" height="75" rx="8" fill="${hsl(hue + 200, 50, 40)}"/><rect x="${r.int(200, 235)}" y="60" width="30" height="12" rx="4" fill="#333"/>`;
}

function breakfast(r: Rng, hue: number): string {
  const dosa = `<path d="M60 110 Q150 60 240 110 Q150 125 60 110z" fill="${hsl(38, 70, 60)}"/>`;
  const idli = Array.from({ length: 3 }, (_, i) => `<ellipse cx="${110 + i * 40}" cy="${130 + (i % 2) * 6}" rx="17" ry="11" fill="#f7f3e8"/>`).join('');
  return `<rect width="300" height="200" fill="${hsl(hue + 25, 35, 45)}"/><circle cx="150" cy="115" r="85" fill="#fff"/><circle cx="150" cy="115" r="70" fill="#eee"/>${r.chance(0.5) ? dosa : idli}<circle cx="${r.int(60, 90)}" cy="60" r="16" fill="${hsl(30, 60, 50)}"/><circle cx="255" cy="160" r="22" fill="#fff"/><circle cx="255" cy="160" r="16" fill="${hsl(30, 55, 45)}"/>`;
}

function windowView(r: Rng, hue: number, look: CityLook): string {
  return `<rect width="300" height="200" fill="${hsl(hue + 190, 60, 80)}"/>${cityScene(r, hue, look)}<rect width="300" height="200" fill="none" stroke="${hsl(hue, 20, 90)}" stroke-width="40"/><path d="M150 0 V200" stroke="${hsl(hue, 20, 90)}" stroke-width="10"/>`;
}

function poolSide(r: Rng): string {
  return `<rect width="300" height="200" fill="${hsl(190, 75, 55)}"/><path d="M0 ${r.int(40, 80)} q40 -10 80 0 t80 0 t80 0 t80 0" stroke="#fff" fill="none" opacity=".6"/><rect y="150" width="300" height="50" fill="${hsl(40, 30, 80)}"/><ellipse cx="110" cy="175" rx="14" ry="22" fill="${hsl(25, 45, 65)}"/><ellipse cx="150" cy="178" rx="14" ry="22" fill="${hsl(25, 45, 65)}"/>`;
}

function washbasin(_r: Rng, hue: number): string {
  return `<rect width="300" height="200" fill="${hsl(hue + 190, 20, 88)}"/><rect x="70" y="10" width="160" height="110" fill="${hsl(hue + 200, 30, 75)}" stroke="#ccc" stroke-width="6"/><rect y="140" width="300" height="60" fill="${hsl(hue, 10, 60)}"/><ellipse cx="150" cy="150" rx="70" ry="18" fill="#fff"/><rect x="145" y="118" width="10" height="24" fill="#999"/><rect x="40" y="120" width="14" height="28" rx="4" fill="${hsl(hue + 100, 50, 60)}"/>`;
}

function street(r: Rng, hue: number): string {
  const shops = Array.from({ length: 4 }, (_, i) => `<rect x="${i * 78}" y="${r.int(40, 70)}" width="72" height="${150 - r.int(40, 70)}" fill="${hsl(hue + i * 40, 45, 60)}"/><rect x="${i * 78 + 6}" y="100" width="60" height="12" fill="${hsl(hue + i * 40 + 180, 60, 45)}"/>`).join('');
  const auto = `<path d="M${r.int(60, 160)} 170 h60 v-30 q-10 -20 -40 -20 h-20z" fill="#2e7d32"/><path d="M${r.int(60, 160)} 140 h70" stroke="#f9d71c" stroke-width="6"/>`;
  return `<rect width="300" height="200" fill="${hsl(200, 50, 80)}"/>${shops}<rect y="150" width="300" height="50" fill="#777"/>${auto}`;
}

/** A guest photo of `kind`, the `n`th of its hotel. */
export function guestPhotoSvg(hotelId: string, n: number, kind: GuestPhotoKind, look: CityLook): string {
  const r = rng(hash32(hotelId), 'guest-photo', n, kind);
  const hue = r.int(0, 359);
  const body = { room: roomCorner(r, hue), breakfast: breakfast(r, hue), view: windowView(r, hue, look), pool: poolSide(r), bathroom: washbasin(r, hue), street: street(r, hue) }[kind];
  // A phone held a little askew.
  return frame('Standard', `<g transform="rotate(${r.between(-4, 4).toFixed(1)} 150 100) scale(1.08) translate(-11 -8)">${body}</g>`);
}
