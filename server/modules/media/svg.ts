/**
 * Generated illustrations (small SVGs) standing in for photos: a hotel's own views and its rooms
 * by room type (server/modules/media/pictureViews.ts says which), city and theme tiles, and map icons.
 * Deterministic from the id. Guest photos are drawn apart (guestPhotos.ts).
 */
import { hotelViews, PICTURES_PER_ROOM, roomViews, VIEW_LABEL, type HotelView, type RoomView } from './pictureViews';
import { hash32, rng, type Rng } from '../../rules/seededRandom';
import type { Hotel, RoomType } from '../catalogue/store/hotels';
import { hotelImageUrl, type ImageSize } from './urls';

const SIZES: Record<ImageSize, [number, number]> = { XS: [240, 160], Standard: [960, 640], XXL: [1920, 1280] };

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;

/**
 * A picture of the given size. `label` is its title for assistive technology only: no caption is
 * drawn into it, since pages crop pictures to their frames and the page says what they show.
 */
export function frame(size: ImageSize, body: string, label?: string): string {
  const [w, h] = SIZES[size];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 300 200" role="img">${label ? `<title>${esc(label)}</title>` : ''}${body}</svg>`;
}

interface Palette {
  hue: number;
  wall: string;
  accent: string;
  dark: string;
  light: string;
}
function palette(r: Rng): Palette {
  const hue = r.int(0, 359);
  return { hue, wall: hsl(hue, 35, 78), accent: hsl(hue + 150, 55, 45), dark: hsl(hue, 30, 28), light: hsl(hue + 30, 60, 92) };
}

function exterior(r: Rng, p: Palette, night: boolean): string {
  const floors = r.int(3, 7);
  const cols = r.int(4, 7);
  const bw = 30 + cols * 18;
  const x0 = 150 - bw / 2;
  const top = 170 - floors * 20;
  let windows = '';
  for (let f = 0; f < floors; f++) {
    const lit = night ? (f % 2 ? '#ffd76a' : '#e8c25a') : hsl(p.hue + 200, 40, f % 2 ? 62 : 70);
    windows += `<path d="M${x0 + 15} ${top + 11.5 + f * 20}h${cols * 18 - 8}" stroke="${lit}" stroke-width="11" stroke-dasharray="10 8"/>`;
  }
  const sky = night ? '<rect width="300" height="200" fill="#1b2140"/><circle cx="250" cy="35" r="12" fill="#f4f1d0"/>' : `<rect width="300" height="200" fill="${hsl(p.hue + 190, 60, 82)}"/><circle cx="${r.int(30, 270)}" cy="32" r="14" fill="#ffd35c"/>`;
  const trees = Array.from({ length: r.int(2, 4) }, (_, i) => `<circle cx="${20 + i * 85 + r.int(0, 20)}" cy="160" r="${r.int(10, 16)}" fill="${hsl(110, 40, night ? 20 : 38)}"/>`).join('');
  return `${sky}<rect y="170" width="300" height="30" fill="${night ? '#333' : '#9a9a8e'}"/><rect x="${x0}" y="${top}" width="${bw}" height="${170 - top}" fill="${night ? p.dark : p.wall}"/>${windows}<rect x="135" y="150" width="30" height="20" fill="${p.accent}"/><rect x="${x0 - 6}" y="${top - 6}" width="${bw + 12}" height="7" fill="${p.accent}"/>${trees}`;
}

/** A bed seen from its foot: `w` wide at `x`, with pillows; a single bed has one. */
function bed(p: Palette, x: number, w: number, pillows: number): string {
  const pw = (w - 6 * (pillows + 1)) / pillows;
  let out = `<rect x="${x - 4}" y="95" width="${w + 8}" height="20" fill="${p.dark}"/><rect x="${x}" y="120" width="${w}" height="38" rx="4" fill="#fff"/><rect x="${x}" y="140" width="${w}" height="18" fill="${p.accent}"/>`;
  for (let i = 0; i < pillows; i++) out += `<rect x="${x + 6 + i * (pw + 6)}" y="110" width="${pw}" height="14" rx="5" fill="${p.light}"/>`;
  return out;
}

/** The beds of a room type as its bed list has them: twins, a single, a double, a queen or king, a sofa bed. */
function beds(p: Palette, list: ReadonlyArray<{ bc: number; bt: string }>): string {
  const kinds = list.flatMap((b) => Array.from({ length: b.bc }, () => b.bt));
  const main = kinds.filter((k) => !/sofa/i.test(k));
  const sofa = kinds.some((k) => /sofa/i.test(k)) ? `<rect x="228" y="128" width="58" height="28" rx="6" fill="${hsl(p.hue + 200, 30, 55)}"/><rect x="228" y="118" width="58" height="14" rx="6" fill="${hsl(p.hue + 200, 30, 45)}"/>` : '';
  if (main.length >= 2) return bed(p, 45, 70, 1) + bed(p, 155, 70, 1) + sofa;
  const kind = main[0] ?? 'Double Bed';
  const w = /single/i.test(kind) ? 62 : /king/i.test(kind) ? 150 : /queen/i.test(kind) ? 135 : 120;
  return bed(p, (sofa ? 120 : 150) - w / 2, w, /single/i.test(kind) ? 1 : 2) + sofa;
}

function bedroom(r: Rng, p: Palette, room: RoomType): string {
  const window = r.chance(0.5)
    ? `<rect x="${r.int(190, 215)}" y="30" width="75" height="55" fill="${hsl(p.hue + 190, 60, 80)}" stroke="${p.dark}" stroke-width="3"/>`
    : `<rect x="120" y="28" width="60" height="40" fill="${hsl(p.hue + 40, 50, 70)}" stroke="#c9a24a" stroke-width="3"/>`;
  const lamp = `<rect x="18" y="112" width="18" height="25" fill="${p.dark}"/><polygon points="14,100 40,100 34,86 20,86" fill="#ffe7a8"/>`;
  return `<rect width="300" height="200" fill="${p.wall}"/><rect y="158" width="300" height="42" fill="${hsl(p.hue + 20, 25, 45)}"/>${window}${beds(p, room.beds)}${lamp}`;
}

function roomBathroom(_r: Rng, p: Palette, room: RoomType): string {
  const tub = room.facilities.includes('Bathtub');
  const bath = tub
    ? `<rect x="150" y="120" width="120" height="34" rx="12" fill="#fff" stroke="#bbb"/><rect x="255" y="95" width="6" height="28" fill="#999"/>`
    : `<rect x="175" y="40" width="90" height="115" fill="${hsl(p.hue + 190, 40, 88)}" stroke="#bbb"/><circle cx="220" cy="52" r="9" fill="#aaa"/><path d="M212 62 v20 M220 62 v26 M228 62 v20" stroke="#9cc" stroke-width="2"/>`;
  return `<rect width="300" height="200" fill="${p.light}"/><rect y="155" width="300" height="45" fill="${hsl(p.hue, 10, 70)}"/><rect x="35" y="95" width="80" height="60" fill="${p.dark}"/><ellipse cx="75" cy="98" rx="26" ry="7" fill="#fff"/><rect x="50" y="35" width="50" height="45" fill="${hsl(p.hue + 200, 40, 82)}" stroke="#c9a24a" stroke-width="2"/>${bath}`;
}

/** The room's view, seen from its balcony: the sea, hills, a courtyard or the town. */
function balcony(r: Rng, p: Palette, room: RoomType): string {
  const scene = /Sea View/.test(room.name)
    ? `<rect y="60" width="300" height="60" fill="${hsl(195, 70, 50)}"/><path d="M0 80 q25 -6 50 0 t50 0 t50 0 t50 0 t50 0 t50 0" stroke="#fff" fill="none" opacity=".6"/>`
    : /Valley View/.test(room.name)
      ? `<path d="M0 120 L60 55 L110 95 L170 40 L240 100 L300 60 V120z" fill="${hsl(120, 25, 40)}"/>`
      : /Courtyard/.test(room.name)
        ? `<rect x="40" y="60" width="220" height="60" fill="${hsl(30, 40, 75)}"/><circle cx="150" cy="95" r="16" fill="${hsl(190, 50, 60)}"/>`
        : skyline(r, p.hue, 60).replace(/170/g, '120');
  const rail = Array.from({ length: 15 }, (_, i) => `<rect x="${i * 20 + 8}" y="122" width="4" height="40" fill="${p.dark}"/>`).join('');
  return `<rect width="300" height="200" fill="${hsl(p.hue + 190, 60, 82)}"/>${scene}<rect y="120" width="300" height="6" fill="${p.dark}"/>${rail}<rect y="160" width="300" height="40" fill="${hsl(p.hue, 20, 60)}"/><rect x="200" y="140" width="40" height="22" rx="4" fill="${p.accent}"/>`;
}

function sitting(_r: Rng, p: Palette): string {
  return `<rect width="300" height="200" fill="${p.wall}"/><rect y="160" width="300" height="40" fill="${hsl(p.hue + 20, 25, 45)}"/><rect x="40" y="110" width="130" height="48" rx="8" fill="${p.accent}"/><rect x="40" y="95" width="130" height="22" rx="8" fill="${p.dark}"/><ellipse cx="225" cy="140" rx="35" ry="9" fill="#fff"/><rect x="222" y="140" width="6" height="20" fill="${p.dark}"/><rect x="100" y="30" width="100" height="45" fill="${hsl(p.hue + 40, 45, 70)}" stroke="#c9a24a" stroke-width="3"/>`;
}

function desk(_r: Rng, p: Palette): string {
  return `<rect width="300" height="200" fill="${p.wall}"/><rect y="160" width="300" height="40" fill="${hsl(p.hue + 20, 25, 45)}"/><rect x="60" y="110" width="170" height="10" fill="${p.dark}"/><rect x="70" y="120" width="8" height="40" fill="${p.dark}"/><rect x="212" y="120" width="8" height="40" fill="${p.dark}"/><rect x="110" y="80" width="50" height="30" fill="#333"/><rect x="190" y="88" width="10" height="22" fill="${p.accent}"/><polygon points="184,88 206,88 201,74 189,74" fill="#ffe7a8"/><rect x="120" y="125" width="40" height="35" rx="4" fill="${p.accent}"/><rect x="70" y="25" width="150" height="45" fill="${hsl(p.hue + 190, 50, 82)}" stroke="${p.dark}" stroke-width="3"/>`;
}

function lobby(r: Rng, p: Palette): string {
  const plants = `<rect x="25" y="130" width="16" height="28" fill="${p.dark}"/><circle cx="33" cy="118" r="18" fill="${hsl(120, 40, 35)}"/>`;
  return `<rect width="300" height="200" fill="${p.light}"/><rect y="150" width="300" height="50" fill="${hsl(p.hue, 15, 65)}"/><rect x="90" y="105" width="120" height="50" fill="${p.dark}"/><rect x="90" y="100" width="120" height="8" fill="${p.accent}"/><rect x="120" y="30" width="60" height="35" fill="${p.accent}" opacity=".7"/>${plants}<circle cx="${r.int(230, 270)}" cy="40" r="10" fill="#ffe7a8"/>`;
}

function restaurant(r: Rng, p: Palette): string {
  let tables = '';
  for (let i = 0; i < 3; i++) {
    const x = 40 + i * 85;
    tables += `<ellipse cx="${x + 20}" cy="140" rx="30" ry="8" fill="#fff"/><rect x="${x + 17}" y="140" width="6" height="25" fill="${p.dark}"/><rect x="${x - 12}" y="130" width="10" height="35" fill="${p.accent}"/><rect x="${x + 42}" y="130" width="10" height="35" fill="${p.accent}"/>`;
  }
  return `<rect width="300" height="200" fill="${hsl(p.hue + 20, 40, 70)}"/><rect y="165" width="300" height="35" fill="${p.dark}"/>${tables}<circle cx="${r.int(60, 240)}" cy="40" r="14" fill="#ffe7a8"/>`;
}

function pool(r: Rng, _p: Palette): string {
  const loungers = Array.from({ length: 3 }, (_, i) => `<rect x="${30 + i * 90}" y="165" width="50" height="8" rx="3" fill="#fff"/>`).join('');
  return `<rect width="300" height="200" fill="${hsl(200, 70, 85)}"/><rect y="90" width="300" height="110" fill="${hsl(40, 30, 82)}"/><rect x="30" y="105" width="240" height="50" rx="10" fill="${hsl(190, 75, 55)}"/><path d="M40 125 q15 -6 30 0 t30 0 t30 0 t30 0 t30 0 t30 0" stroke="#fff" fill="none" opacity=".7"/>${loungers}<circle cx="${r.int(200, 280)}" cy="30" r="14" fill="#ffd35c"/>`;
}

function garden(r: Rng, p: Palette): string {
  const trees = Array.from({ length: r.int(3, 5) }, (_, i) => `<rect x="${30 + i * 60}" y="110" width="8" height="40" fill="#6b4a2b"/><circle cx="${34 + i * 60}" cy="${100 - r.int(0, 15)}" r="${r.int(18, 26)}" fill="${hsl(110 + i * 8, 45, 35)}"/>`).join('');
  return `<rect width="300" height="200" fill="${hsl(200, 60, 85)}"/><rect y="140" width="300" height="60" fill="${hsl(100, 45, 45)}"/>${trees}<path d="M150 200 Q160 170 140 140" stroke="${hsl(40, 30, 75)}" stroke-width="16" fill="none"/><rect x="200" y="150" width="50" height="8" fill="${p.accent}"/>`;
}

function terrace(r: Rng, p: Palette): string {
  return `<rect width="300" height="200" fill="${hsl(25, 70, 70)}"/>${skyline(r, p.hue, 80).replace(/170/g, '140')}<rect y="140" width="300" height="60" fill="${hsl(p.hue, 15, 55)}"/><rect y="132" width="300" height="8" fill="${p.dark}"/><rect x="60" y="150" width="30" height="30" fill="#fff"/><rect x="190" y="150" width="30" height="30" fill="#fff"/><path d="M40 60 L260 60" stroke="#ffe7a8" stroke-width="2" stroke-dasharray="2 12"/>`;
}

function spa(_r: Rng, p: Palette): string {
  return `<rect width="300" height="200" fill="${hsl(p.hue + 30, 30, 85)}"/><rect y="150" width="300" height="50" fill="${hsl(p.hue + 30, 20, 65)}"/><rect x="60" y="110" width="180" height="20" rx="8" fill="#fff"/><rect x="70" y="130" width="8" height="25" fill="${p.dark}"/><rect x="222" y="130" width="8" height="25" fill="${p.dark}"/><circle cx="40" cy="60" r="6" fill="#ffe7a8"/><circle cx="260" cy="60" r="6" fill="#ffe7a8"/><path d="M150 60 q-12 -20 0 -35 q12 15 0 35z" fill="${hsl(330, 50, 75)}"/>`;
}

function gym(_r: Rng, p: Palette): string {
  return `<rect width="300" height="200" fill="${p.light}"/><rect y="150" width="300" height="50" fill="#555"/><rect x="40" y="110" width="70" height="10" fill="#333"/><rect x="50" y="120" width="50" height="30" fill="#444"/><rect x="150" y="100" width="8" height="50" fill="#333"/><rect x="130" y="100" width="48" height="6" fill="#333"/><circle cx="130" cy="103" r="9" fill="${p.accent}"/><circle cx="178" cy="103" r="9" fill="${p.accent}"/><rect x="210" y="40" width="70" height="100" fill="${hsl(p.hue + 190, 40, 85)}" stroke="#999"/>`;
}

function courtyard(_r: Rng, p: Palette): string {
  const arches = Array.from({ length: 5 }, (_, i) => `<path d="M${20 + i * 55} 150 v-50 q22 -30 44 0 v50z" fill="${hsl(30, 30, 35)}"/>`).join('');
  return `<rect width="300" height="200" fill="${hsl(35, 45, 72)}"/>${arches}<rect y="150" width="300" height="50" fill="${hsl(35, 35, 60)}"/><circle cx="150" cy="170" r="16" fill="${hsl(190, 50, 55)}"/><rect x="0" y="30" width="300" height="10" fill="${p.accent}"/>`;
}

/** The first picture of a hotel's room type (its `position`, from 1). */
export function roomPictureUrl(hotel: Pick<Hotel, 'id' | 'facilities' | 'propertyType'>, position: number): string {
  return hotelImageUrl(hotel.id, hotelViews(hotel).length + PICTURES_PER_ROOM * (position - 1), 'Standard');
}

const DRAW_VIEW: Record<HotelView, (r: Rng, p: Palette) => string> = {
  exterior: (r, p) => exterior(r, p, false),
  night: (r, p) => exterior(r, p, true),
  lobby, restaurant, pool, garden, terrace, spa, gym, courtyard,
};
const DRAW_ROOM: Record<RoomView, (r: Rng, p: Palette, room: RoomType) => string> = { bedroom, bathroom: roomBathroom, balcony, sitting, desk };

/** Picture `n` of a hotel: its own views (pictures.ts), then 3 of each room type. */
export function hotelSvg(hotel: Hotel, n: number, size: ImageSize): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= hotel.imageCount) return null;
  const views = hotelViews(hotel);
  const p = palette(rng(hash32(hotel.id), 'palette'));
  if (n < views.length) {
    const view = views[n]!;
    // The night view is the day's building, lit.
    const r = rng(hash32(hotel.id), 'image', view === 'night' ? 'exterior' : view);
    return frame(size, DRAW_VIEW[view](r, p), `${hotel.name} - ${VIEW_LABEL[view]}`);
  }
  const room = hotel.roomTypes[Math.floor((n - views.length) / PICTURES_PER_ROOM)];
  if (!room) return null;
  const view = roomViews(room)[(n - views.length) % PICTURES_PER_ROOM]!;
  const r = rng(hash32(room.id), 'room-image', view);
  return frame(size, DRAW_ROOM[view](r, palette(rng(hash32(room.id), 'palette')), room), `${room.name} - ${ROOM_VIEW_LABEL[view]}`);
}

const ROOM_VIEW_LABEL: Record<RoomView, string> = { bedroom: 'Bedroom', bathroom: 'Bathroom', balcony: 'Balcony', sitting: 'Sitting area', desk: 'Work desk' };

export type CityLook = 'beach' | 'hills' | 'heritage' | 'pilgrim' | 'city';

/** A skyline of towers and domes across the tile, drawn from `r`. */
function skyline(r: Rng, hue: number, tall: number): string {
  let out = '';
  for (let x = 0; x < 300; ) {
    const w = r.int(14, 34);
    const h = r.int(30, tall);
    out += r.chance(0.15)
      ? `<path d="M${x} 170 v-${h - 15} q${w / 2} -30 ${w} 0 v${h - 15}z" fill="${hsl(hue + 180, 25, 25)}"/>`
      : `<rect x="${x}" y="${170 - h}" width="${w}" height="${h}" fill="${hsl(hue + 180, 20, 20 + r.int(0, 12))}"/>`;
    x += w + r.int(0, 6);
  }
  return out;
}

/** What stands in the tile's foreground, by the kind of place: sea and palms, ranges, a fort, a temple tower, or a skyline. */
export function cityScene(r: Rng, hue: number, look: CityLook): string {
  if (look === 'beach') {
    const palms = Array.from({ length: r.int(2, 4) }, () => {
      const x = r.int(20, 280);
      return `<path d="M${x} 170 q4 -40 ${r.int(-8, 8)} -70" stroke="#5b3a1e" stroke-width="5" fill="none"/><ellipse cx="${x}" cy="100" rx="26" ry="8" fill="${hsl(120, 45, 30)}"/>`;
    }).join('');
    return `<rect y="120" width="300" height="50" fill="${hsl(195, 70, 45)}"/><path d="M0 135 q25 -6 50 0 t50 0 t50 0 t50 0 t50 0 t50 0" stroke="#fff" fill="none" opacity=".6"/><rect y="160" width="300" height="40" fill="${hsl(45, 60, 75)}"/>${palms}`;
  }
  if (look === 'hills') {
    let ranges = '';
    for (let i = 0; i < 3; i++) {
      const y = 90 + i * 25;
      let d = `M0 200 L0 ${y}`;
      for (let x = 0; x <= 300; x += r.int(40, 80)) d += ` L${x} ${y - r.int(0, 50)}`;
      ranges += `<path d="${d} L300 ${y} L300 200z" fill="${hsl(hue + 120, 30, 45 - i * 10)}"/>`;
    }
    return ranges;
  }
  if (look === 'heritage') {
    const x = r.int(40, 120);
    return `<rect y="150" width="300" height="50" fill="${hsl(35, 35, 55)}"/><path d="M${x} 150 v-60 h15 v10 h10 v-10 h15 v10 h10 v-10 h15 v10 h10 v-10 h15 v60z" fill="${hsl(25, 45, 50)}"/><path d="M${x + 130} 150 v-40 q25 -40 50 0 v40z" fill="${hsl(30, 30, 85)}"/>`;
  }
  if (look === 'pilgrim') {
    const x = r.int(90, 210);
    let tiers = '';
    for (let i = 0; i < 6; i++) tiers += `<rect x="${x - 40 + i * 6}" y="${150 - (i + 1) * 15}" width="${80 - i * 12}" height="15" fill="${hsl(20 + i * 4, 55, 55 + i * 3)}"/>`;
    return `<rect y="150" width="300" height="50" fill="${hsl(hue, 20, 40)}"/>${tiers}<circle cx="${x}" cy="55" r="5" fill="#ffd35c"/>`;
  }
  return `${skyline(r, hue, 110)}<rect y="168" width="300" height="32" fill="${hsl(hue + 180, 20, 15)}"/>`;
}

/**
 * A city tile: its own sky and a scene of its kind (sea, hills, a fort, a temple, a skyline),
 * drawn from the id. No name on it: the page prints the name under the tile.
 */
export function citySvg(cityId: number, name: string, look: CityLook = 'city'): string {
  const r = rng(cityId, 'city');
  const hue = r.int(0, 359);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 300 200" role="img"><title>${esc(name)}</title><defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 60)}"/><stop offset="1" stop-color="${hsl(hue + 40, 80, 85)}"/></linearGradient></defs><rect width="300" height="200" fill="url(#s)"/><circle cx="${r.int(40, 260)}" cy="${r.int(30, 70)}" r="22" fill="#fff3c4" opacity=".9"/>${cityScene(r, hue, look)}</svg>`;
}

const MOTIFS: Record<string, string> = {
  fort: '<path d="M70 150 v-50 h15 v10 h10 v-10 h15 v10 h10 v-10 h15 v-20 h30 v20 h15 v10 h10 v-10 h15 v10 h10 v-10 h15 v50z" fill="#fff" opacity=".85"/>',
  heart: '<path d="M150 150 l-45 -45 a25 25 0 0 1 45 -30 a25 25 0 0 1 45 30z" fill="#fff" opacity=".85"/>',
  crown: '<path d="M95 140 l-10 -60 l35 30 l30 -45 l30 45 l35 -30 l-10 60z" fill="#ffe08a"/>',
  waves: '<path d="M0 120 q25 -15 50 0 t50 0 t50 0 t50 0 t50 0 t50 0 v80 h-300z" fill="#fff" opacity=".6"/><path d="M0 140 q25 -15 50 0 t50 0 t50 0 t50 0 t50 0 t50 0 v60 h-300z" fill="#fff" opacity=".8"/>',
  peaks: '<path d="M20 160 l70 -100 l40 55 l40 -75 l110 120z" fill="#fff" opacity=".85"/><path d="M160 40 l-14 26 l14 -6 l14 6z" fill="#eef"/>',
  lights: '<circle cx="90" cy="80" r="14" fill="#ffe08a"/><circle cx="150" cy="60" r="10" fill="#ff9ad5"/><circle cx="210" cy="85" r="16" fill="#9ae6ff"/><circle cx="120" cy="120" r="8" fill="#c8ff9a"/><circle cx="185" cy="125" r="11" fill="#fff"/>',
  lotus: '<path d="M150 150 q-30 -40 0 -80 q30 40 0 80z M150 150 q-60 -20 -60 -60 q40 10 60 60z M150 150 q60 -20 60 -60 q-40 10 -60 60z" fill="#fff" opacity=".85"/>',
  kite: '<path d="M150 40 l40 50 l-40 50 l-40 -50z" fill="#fff" opacity=".85"/><path d="M150 140 q10 20 -5 35 q15 5 5 20" stroke="#fff" fill="none"/>',
  compass: '<circle cx="150" cy="100" r="50" fill="none" stroke="#fff" stroke-width="5"/><path d="M150 60 l12 40 l-12 40 l-12 -40z" fill="#fff"/>',
};

export function themeSvg(themeId: number, name: string, motif: string): string {
  const hue = hash32('theme', themeId) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 300 200" role="img"><title>${esc(name)}</title><rect width="300" height="200" fill="${hsl(hue, 55, 45)}"/>${MOTIFS[motif] ?? ''}<text x="150" y="188" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="17" fill="#fff">${esc(name)}</text></svg>`;
}

const ICON_GLYPH: Record<string, [string, string]> = {
  landmark: ['#c0392b', 'L'],
  tourist_attraction: ['#8e44ad', 'A'],
  transit_station: ['#2471a3', 'T'],
  point_of_interest: ['#1e8449', 'P'],
};

export function iconSvg(type: string): string | null {
  const glyph = ICON_GLYPH[type];
  if (!glyph) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><circle cx="24" cy="24" r="22" fill="${glyph[0]}"/><text x="24" y="31" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="20" fill="#fff">${glyph[1]}</text></svg>`;
}
