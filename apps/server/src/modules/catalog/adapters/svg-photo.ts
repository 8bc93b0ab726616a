import { createHash } from 'node:crypto';

/**
 * Generated demo photos: a stylised vehicle drawn in SVG, painted with the vehicle's exterior colour (interior
 * shots use the interior colour). Deterministic: the same vehicle and photo number always give the same bytes.
 * No script, no external reference; every text is XML-escaped.
 */
export interface PhotoSubject {
  /** Seeds the variations (background, framing). */
  readonly key: string;
  readonly bodyType: string;
  readonly exteriorHex: string;
  readonly interiorHex: string;
  readonly caption: string;
}

export const PHOTO_ANGLES = ['front-three-quarter', 'side', 'rear-three-quarter', 'front', 'rear', 'dashboard', 'seats', 'wheel', 'side-left', 'cargo', 'rear-seats', 'detail'] as const;
export type PhotoAngle = (typeof PHOTO_ANGLES)[number];

export const angleOf = (n: number): PhotoAngle => PHOTO_ANGLES[(n - 1) % PHOTO_ANGLES.length];

const BACKDROPS = [
  ['#dfe6ee', '#f7f9fb', '#b9c0c8'], // showroom
  ['#8ec5ff', '#e6f3ff', '#7d8a72'], // clear sky, grass
  ['#f3c29b', '#fde8d4', '#8a8178'], // sunset, asphalt
  ['#c9d3dc', '#eef1f4', '#9aa2aa'], // overcast lot
] as const;

export const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

function safeHex(hex: string, fallback: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(hex) ? hex.toLowerCase() : fallback;
}

/** Lighter (amount > 0) or darker (< 0) shade of a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const v = (n >> shift) & 0xff;
    const out = amount >= 0 ? v + (255 - v) * amount : v * (1 + amount);
    return Math.max(0, Math.min(255, Math.round(out))).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

interface Profile { nose: number; tail: number; belt: number; roof: number | null; roofFront: number; roofRear: number; cabinStart: number; cabinEnd: number; bed?: number; wheelR: number; sill: number }

const PROFILES: Record<string, Profile> = {
  sedan: { nose: 100, tail: 705, belt: 285, roof: 205, roofFront: 335, roofRear: 505, cabinStart: 255, cabinEnd: 610, wheelR: 46, sill: 352 },
  hatchback: { nose: 130, tail: 680, belt: 285, roof: 200, roofFront: 320, roofRear: 575, cabinStart: 250, cabinEnd: 668, wheelR: 46, sill: 352 },
  coupe: { nose: 95, tail: 705, belt: 290, roof: 220, roofFront: 355, roofRear: 470, cabinStart: 265, cabinEnd: 625, wheelR: 47, sill: 350 },
  convertible: { nose: 95, tail: 705, belt: 290, roof: null, roofFront: 350, roofRear: 470, cabinStart: 270, cabinEnd: 560, wheelR: 47, sill: 350 },
  wagon: { nose: 100, tail: 705, belt: 282, roof: 198, roofFront: 320, roofRear: 660, cabinStart: 250, cabinEnd: 695, wheelR: 47, sill: 352 },
  suv: { nose: 105, tail: 700, belt: 270, roof: 168, roofFront: 300, roofRear: 660, cabinStart: 235, cabinEnd: 695, wheelR: 55, sill: 345 },
  minivan: { nose: 100, tail: 705, belt: 270, roof: 158, roofFront: 250, roofRear: 685, cabinStart: 195, cabinEnd: 702, wheelR: 50, sill: 350 },
  pickup: { nose: 95, tail: 725, belt: 272, roof: 172, roofFront: 290, roofRear: 440, cabinStart: 230, cabinEnd: 455, bed: 275, wheelR: 56, sill: 345 },
};

function sideView(p: Profile, body: string, mirror: boolean): string {
  const dark = shade(body, -0.35);
  const light = shade(body, 0.35);
  const wheelY = p.sill + 8;
  const frontWheel = p.nose + 130;
  const rearWheel = p.tail - 135;
  const upper = p.roof === null
    ? `L${p.cabinStart},${p.belt} L${p.roofFront},${p.belt - 55} L${p.roofFront + 14},${p.belt - 55} L${p.roofFront + 10},${p.belt} L${p.cabinEnd},${p.belt}`
    : p.bed
      ? `L${p.cabinStart},${p.belt} L${p.roofFront},${p.roof} L${p.roofRear},${p.roof} L${p.cabinEnd},${p.belt} L${p.tail - 5},${p.bed}`
      : `L${p.cabinStart},${p.belt} L${p.roofFront},${p.roof} L${p.roofRear},${p.roof} L${p.cabinEnd},${p.belt}`;
  const outline = `M${p.nose},${p.sill - 20} L${p.nose + 8},${p.belt + 12} ${upper} L${p.tail},${p.belt + 8} L${p.tail},${p.sill - 18} L${p.tail - 10},${p.sill} L${p.nose + 10},${p.sill} Z`;
  const glass = p.roof === null
    ? ''
    : `<path d="M${p.cabinStart + 22},${p.belt - 4} L${p.roofFront + 6},${p.roof + 10} L${p.roofRear - 6},${p.roof + 10} L${Math.min(p.cabinEnd, p.roofRear + 60) - 18},${p.belt - 4} Z" fill="#1d2935" opacity="0.82"/>
  <line x1="${(p.roofFront + p.roofRear) / 2}" y1="${p.roof + 10}" x2="${(p.roofFront + p.roofRear) / 2 + 8}" y2="${p.belt - 4}" stroke="${dark}" stroke-width="7"/>`;
  const wheel = (x: number) => `<circle cx="${x}" cy="${wheelY}" r="${p.wheelR}" fill="#1a1a1a"/><circle cx="${x}" cy="${wheelY}" r="${p.wheelR * 0.58}" fill="#9ea4aa"/><circle cx="${x}" cy="${wheelY}" r="${p.wheelR * 0.18}" fill="#55595e"/>`;
  const transform = mirror ? ' transform="translate(800,0) scale(-1,1)"' : '';
  return `<g${transform}>
  <ellipse cx="400" cy="${wheelY + p.wheelR - 4}" rx="330" ry="16" fill="#000" opacity="0.18"/>
  <path d="${outline}" fill="${body}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>
  <path d="M${p.nose + 20},${p.belt + 30} L${p.tail - 20},${p.belt + 26}" stroke="${light}" stroke-width="4" opacity="0.7"/>
  ${glass}
  <rect x="${p.nose + 2}" y="${p.belt + 18}" width="26" height="12" rx="4" fill="#fff6c9"/>
  <rect x="${p.tail - 20}" y="${p.belt + 16}" width="16" height="14" rx="3" fill="#c0262b"/>
  ${wheel(frontWheel)}${wheel(rearWheel)}
</g>`;
}

function endView(body: string, tall: boolean, rear: boolean): string {
  const dark = shade(body, -0.35);
  const top = tall ? 150 : 190;
  const lamp = rear ? '#c0262b' : '#fff6c9';
  return `<ellipse cx="400" cy="402" rx="230" ry="14" fill="#000" opacity="0.2"/>
  <path d="M210,390 L205,${top + 120} L250,${top + 95} L290,${top} L510,${top} L550,${top + 95} L595,${top + 120} L590,390 Z" fill="${body}" stroke="${dark}" stroke-width="3"/>
  <path d="M300,${top + 12} L500,${top + 12} L535,${top + 92} L265,${top + 92} Z" fill="#1d2935" opacity="0.85"/>
  <rect x="228" y="${top + 135}" width="70" height="24" rx="8" fill="${lamp}"/><rect x="502" y="${top + 135}" width="70" height="24" rx="8" fill="${lamp}"/>
  ${rear ? `<rect x="340" y="${top + 170}" width="120" height="34" rx="4" fill="#f4f4f4" stroke="#333"/>` : `<rect x="320" y="${top + 130}" width="160" height="50" rx="10" fill="${dark}"/>`}
  <rect x="225" y="370" width="60" height="34" rx="6" fill="#1a1a1a"/><rect x="515" y="370" width="60" height="34" rx="6" fill="#1a1a1a"/>`;
}

function interiorView(trim: string, exterior: string, angle: PhotoAngle): string {
  const dark = shade(trim, -0.4);
  const light = shade(trim, 0.25);
  if (angle === 'seats' || angle === 'rear-seats') {
    return `<rect x="0" y="300" width="800" height="200" fill="${dark}"/>
  <path d="M170,430 L190,170 Q200,130 250,130 L330,130 Q370,130 370,175 L360,430 Z" fill="${trim}" stroke="${dark}" stroke-width="4"/>
  <path d="M440,430 L430,175 Q430,130 470,130 L550,130 Q600,130 610,170 L630,430 Z" fill="${trim}" stroke="${dark}" stroke-width="4"/>
  <rect x="215" y="90" width="110" height="60" rx="22" fill="${light}"/><rect x="475" y="90" width="110" height="60" rx="22" fill="${light}"/>`;
  }
  return `<rect x="0" y="0" width="800" height="250" fill="#a9c6de"/>
  <path d="M0,250 Q400,170 800,250 L800,500 L0,500 Z" fill="${trim}"/>
  <path d="M0,250 Q400,175 800,250" stroke="${exterior}" stroke-width="10" fill="none"/>
  <rect x="360" y="245" width="170" height="95" rx="10" fill="#111820"/><rect x="372" y="257" width="146" height="71" rx="6" fill="#27425e"/>
  <circle cx="215" cy="360" r="95" fill="none" stroke="${dark}" stroke-width="26"/><circle cx="215" cy="360" r="28" fill="${dark}"/>
  <rect x="560" y="300" width="160" height="22" rx="8" fill="${light}"/>`;
}

/** The SVG document of photo `n` (1-based) of a vehicle. */
export function vehiclePhotoSvg(subject: PhotoSubject, n: number, total: number): string {
  const h = createHash('sha1').update(`${subject.key}:${n}`).digest();
  const [sky, haze, ground] = BACKDROPS[h[0] % BACKDROPS.length];
  const exterior = safeHex(subject.exteriorHex, '#9aa0a6');
  const interior = safeHex(subject.interiorHex, '#2b2b2b');
  const angle = angleOf(n);
  const profile = PROFILES[subject.bodyType] ?? PROFILES.sedan;
  const tall = ['suv', 'minivan', 'pickup'].includes(subject.bodyType);
  const dx = (h[1] % 41) - 20;
  let scene: string;
  switch (angle) {
    case 'dashboard':
    case 'seats':
    case 'rear-seats':
    case 'detail':
      scene = interiorView(interior, exterior, angle);
      break;
    case 'front':
      scene = endView(exterior, tall, false);
      break;
    case 'rear':
    case 'cargo':
      scene = endView(exterior, tall, true);
      break;
    case 'wheel':
      scene = `<circle cx="400" cy="270" r="170" fill="#151515"/><circle cx="400" cy="270" r="110" fill="#a7adb3"/>
  ${[0, 72, 144, 216, 288].map((a) => `<rect x="392" y="170" width="16" height="90" fill="#6c7177" transform="rotate(${a} 400 270)"/>`).join('')}
  <circle cx="400" cy="270" r="26" fill="#4b4f54"/><path d="M200,90 Q400,20 600,90 L640,120 L160,120 Z" fill="${exterior}"/>`;
      break;
    default:
      scene = sideView(profile, exterior, angle === 'rear-three-quarter' || angle === 'side-left');
  }
  const caption = escapeXml(subject.caption);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img" aria-label="${caption}, photo ${n} of ${total}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${haze}"/></linearGradient></defs>
<rect width="800" height="500" fill="url(#sky)"/>
<rect y="380" width="800" height="120" fill="${ground}"/>
<g transform="translate(${dx},0)">${scene}</g>
<rect y="458" width="800" height="42" fill="#000" opacity="0.45"/>
<text x="16" y="485" font-family="Helvetica, Arial, sans-serif" font-size="18" fill="#fff">${caption}</text>
<text x="784" y="485" font-family="Helvetica, Arial, sans-serif" font-size="16" fill="#fff" text-anchor="end">${n}/${total} · demo photo</text>
</svg>`;
}
