/**
 * Demo artwork generator: studio-style product illustrations and hero banners
 * built from SVG primitives and rasterised with sharp (librsvg). Pure: no
 * network, no external files; text uses DejaVu Sans.
 */
import sharp from 'sharp';
import type { ArtKind, DemoBanner } from './catalogue.js';

// ---------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------

type RGB = [number, number, number];

function parseHex(hex: string): RGB {
  let h = hex.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(h))
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  if (!/^[0-9a-f]{6}$/i.test(h)) return [136, 140, 148];
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex([r, g, b]: RGB): string {
  const c = (v: number): string =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
const darken = (c: string, t: number): string => mix(c, '#000000', t);

function luminance(c: string): number {
  const [r, g, b] = parseHex(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as RGB;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

interface Pal {
  base: string;
  hi: string; // highlight
  light: string;
  dark: string;
  deep: string;
  pad: string; // cushions, rubber, silicone
  padHi: string;
  trim: string; // metal trim that suits the colour
  isLight: boolean;
  isDark: boolean;
}

function palette(colour: string): Pal {
  const base = toHex(parseHex(colour));
  const L = luminance(base);
  const isLight = L > 0.55;
  const isDark = L < 0.05;
  const pad = isLight ? darken(base, 0.16) : mix(darken(base, 0.62), '#1d1d20', 0.55);
  return {
    base,
    hi: isDark ? lighten(base, 0.42) : lighten(base, isLight ? 0.75 : 0.5),
    light: isDark ? lighten(base, 0.2) : lighten(base, isLight ? 0.45 : 0.25),
    dark: isLight ? darken(base, 0.2) : darken(base, 0.38),
    deep: isLight ? darken(base, 0.38) : darken(base, 0.62),
    pad,
    padHi: lighten(pad, 0.18),
    trim: isDark ? '#8d9097' : isLight ? '#b9bcc2' : '#c8cbd1',
    isLight,
    isDark,
  };
}

// ---------------------------------------------------------------------------
// SVG definitions registry
// ---------------------------------------------------------------------------

type Stop = [number, string, number?];

class Defs {
  private items: string[] = [];
  private n = 0;
  private blurs = new Map<number, string>();

  constructor(private readonly prefix: string) {}

  id(): string {
    this.n += 1;
    return `${this.prefix}${this.n}`;
  }

  add(s: string): void {
    this.items.push(s);
  }

  private stops(stops: Stop[]): string {
    return stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
  }

  /** Linear gradient in objectBoundingBox units. */
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id();
    this.add(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** Linear gradient in user space. */
  linU(stops: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id();
    this.add(`<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  rad(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.id();
    this.add(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  blur(sd: number): string {
    const k = Math.round(sd);
    const hit = this.blurs.get(k);
    if (hit) return hit;
    const id = this.id();
    this.add(
      // A tight filter region: librsvg blurs the whole region, and 400% of a large shape is slow.
      `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${k}"/></filter>`,
    );
    const url = `url(#${id})`;
    this.blurs.set(k, url);
    return url;
  }

  pattern(w: number, h: number, content: string, transform = ''): string {
    const id = this.id();
    this.add(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${w}" height="${h}"${transform ? ` patternTransform="${transform}"` : ''}>${content}</pattern>`,
    );
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.id();
    this.add(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  toString(): string {
    return `<defs>${this.items.join('')}</defs>`;
  }
}

// ---------------------------------------------------------------------------
// Shared primitives
// ---------------------------------------------------------------------------

const F = `font-family="DejaVu Sans, sans-serif"`;

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function shadow(d: Defs, cx: number, cy: number, rx: number, ry: number, op = 0.32): string {
  return (
    // Soft shadows as radial gradients: a Gaussian blur of this size costs librsvg ten times more.
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 1.25}" ry="${ry * 1.9}" fill="${d.rad([
      [0, '#1a1c22', op * 0.55],
      [0.55, '#1a1c22', op * 0.3],
      [1, '#1a1c22', 0],
    ])}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.9}" ry="${ry * 0.75}" fill="${d.rad([
      [0, '#101216', op],
      [0.5, '#101216', op * 0.55],
      [1, '#101216', 0],
    ])}"/>`
  );
}

function metal(d: Defs, dir: 'h' | 'v' = 'h', tint = '#c9ccd2'): string {
  const stops: Stop[] = [
    [0, darken(tint, 0.35)],
    [0.18, lighten(tint, 0.55)],
    [0.42, tint],
    [0.6, lighten(tint, 0.35)],
    [0.82, darken(tint, 0.18)],
    [1, darken(tint, 0.45)],
  ];
  return dir === 'h' ? d.lin(stops, 0, 0, 1, 0) : d.lin(stops, 0, 0, 0, 1);
}

/** Small brand mark: a sound wave inside a ring. */
function logo(cx: number, cy: number, s: number, colour: string, op = 0.85): string {
  const r = 14 * s;
  return (
    `<g opacity="${op}"><circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-width="${1.8 * s}"/>` +
    `<path d="M ${cx - 9 * s} ${cy} q ${2.25 * s} ${-7 * s} ${4.5 * s} 0 t ${4.5 * s} 0 t ${4.5 * s} 0 t ${4.5 * s} 0" fill="none" stroke="${colour}" stroke-width="${1.8 * s}" stroke-linecap="round"/></g>`
  );
}

function knob(d: Defs, cx: number, cy: number, r: number, tint: string, angle = -40): string {
  const a = (angle * Math.PI) / 180;
  const ix = cx + Math.sin(a) * r * 0.68;
  const iy = cy - Math.cos(a) * r * 0.68;
  return (
    `<circle cx="${cx}" cy="${cy + r * 0.08}" r="${r * 1.1}" fill="#000" opacity="0.28" filter="${d.blur(r * 0.12)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${d.lin(
      [
        [0, lighten(tint, 0.5)],
        [0.5, tint],
        [1, darken(tint, 0.5)],
      ],
      0,
      0,
      0.4,
      1,
    )}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="none" stroke="${darken(tint, 0.35)}" stroke-width="${Math.max(1.2, r * 0.06)}" stroke-dasharray="${Math.max(1.5, r * 0.05)} ${Math.max(1.5, r * 0.05)}" opacity="0.7"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="${d.rad(
      [
        [0, lighten(tint, 0.7)],
        [0.6, lighten(tint, 0.15)],
        [1, darken(tint, 0.15)],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>` +
    `<circle cx="${ix}" cy="${iy}" r="${Math.max(2, r * 0.07)}" fill="${darken(tint, 0.7)}"/>`
  );
}

function rr(x: number, y: number, w: number, h: number, r: number, attrs: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" ${attrs}/>`;
}

/** Axonometric box: front panel drawn in local coords (0..w, 0..h). */
function box3d(
  d: Defs,
  o: { x: number; y: number; w: number; h: number; sx: number; sy: number; dx: number; dy: number; front: string; side: string; top: string; edge?: string },
): string {
  const { x, y, w, h, sx, sy, dx, dy } = o;
  const p0: [number, number] = [x, y];
  const p1: [number, number] = [x + sx * w, y + sy * w];
  const sideFace =
    dx < 0
      ? `${p0[0]},${p0[1]} ${p0[0] + dx},${p0[1] + dy} ${p0[0] + dx},${p0[1] + dy + h} ${p0[0]},${p0[1] + h}`
      : `${p1[0]},${p1[1]} ${p1[0] + dx},${p1[1] + dy} ${p1[0] + dx},${p1[1] + dy + h} ${p1[0]},${p1[1] + h}`;
  const topFace = `${p0[0]},${p0[1]} ${p1[0]},${p1[1]} ${p1[0] + dx},${p1[1] + dy} ${p0[0] + dx},${p0[1] + dy}`;
  const edge = o.edge ?? 'rgba(255,255,255,0.35)';
  return (
    `<polygon points="${sideFace}" fill="${o.side}" stroke-linejoin="round"/>` +
    `<polygon points="${topFace}" fill="${o.top}" stroke-linejoin="round"/>` +
    `<polyline points="${p0[0]},${p0[1]} ${p1[0]},${p1[1]} ${p1[0] + dx},${p1[1] + dy}" fill="none" stroke="${edge}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<g transform="matrix(${sx} ${sy} 0 1 ${x} ${y})">${o.front}</g>`
  );
}

// ---------------------------------------------------------------------------
// Headphones
// ---------------------------------------------------------------------------

function headphonesFront(d: Defs, p: Pal): string {
  const bandFill = d.linU(
    [
      [0, p.light],
      [0.55, p.base],
      [1, p.dark],
    ],
    0,
    170,
    0,
    640,
  );
  const padFill = d.linU(
    [
      [0, p.padHi],
      [1, p.pad],
    ],
    0,
    230,
    0,
    620,
  );
  const cup = (): string => {
    const cx = 318;
    const cy = 770;
    return (
      // yoke + slider
      rr(cx - 13, 560, 26, 120, 8, `fill="${metal(d, 'h', p.trim)}"`) +
      `<path d="M ${cx - 40} 690 Q ${cx - 40} 640 ${cx} 636 Q ${cx + 40} 640 ${cx + 40} 690" fill="none" stroke="${metal(d, 'h', p.trim)}" stroke-width="16" stroke-linecap="round"/>` +
      // cushion (inner side)
      `<ellipse cx="${cx + 70}" cy="${cy}" rx="54" ry="142" fill="${d.lin(
        [
          [0, p.pad],
          [0.55, p.padHi],
          [1, darken(p.pad, 0.3)],
        ],
        0,
        0,
        1,
        0,
      )}"/>` +
      `<path d="M ${cx + 100} ${cy - 120} Q ${cx + 128} ${cy} ${cx + 100} ${cy + 120}" fill="none" stroke="${lighten(p.pad, 0.3)}" stroke-width="4" opacity="0.5"/>` +
      // cup body
      `<ellipse cx="${cx}" cy="${cy}" rx="96" ry="152" fill="${d.lin(
        [
          [0, p.light],
          [0.45, p.base],
          [1, p.deep],
        ],
        0,
        0,
        1,
        1,
      )}"/>` +
      `<ellipse cx="${cx}" cy="${cy}" rx="96" ry="152" fill="none" stroke="${p.deep}" stroke-width="3" opacity="0.6"/>` +
      // outer cap
      `<ellipse cx="${cx - 28}" cy="${cy}" rx="58" ry="126" fill="${d.rad(
        [
          [0, p.hi],
          [0.55, p.base],
          [1, p.dark],
        ],
        0.35,
        0.3,
        0.8,
      )}"/>` +
      `<ellipse cx="${cx - 28}" cy="${cy}" rx="58" ry="126" fill="none" stroke="${p.trim}" stroke-width="4" opacity="0.9"/>` +
      `<ellipse cx="${cx - 48}" cy="${cy - 62}" rx="12" ry="38" fill="#fff" opacity="0.28" filter="${d.blur(5)}"/>`
    );
  };
  const bandOuter = 'M 296 640 C 272 140, 928 140, 904 640 L 852 640 C 872 212, 328 212, 348 640 Z';
  return (
    shadow(d, 600, 940, 360, 30) +
    // under-band cushion
    `<path d="M 362 560 C 352 262, 848 262, 838 560" fill="none" stroke="${padFill}" stroke-width="30" stroke-linecap="butt"/>` +
    `<g>${cup()}</g><g transform="translate(1200 0) scale(-1 1)">${cup()}</g>` +
    `<path d="${bandOuter}" fill="${bandFill}" stroke="${p.deep}" stroke-width="2" stroke-opacity="0.4"/>` +
    `<path d="M 310 600 C 292 170, 908 170, 890 600" fill="none" stroke="#fff" stroke-width="5" opacity="0.35" stroke-linecap="round"/>` +
    logo(600, 292, 0.75, p.isLight ? p.deep : p.hi, 0.75)
  );
}

function headphonesSide(d: Defs, p: Pal): string {
  const far =
    `<ellipse cx="830" cy="612" rx="86" ry="128" fill="${p.dark}"/>` +
    `<ellipse cx="808" cy="612" rx="80" ry="124" fill="${d.rad(
      [
        [0, p.padHi],
        [1, p.pad],
      ],
      0.5,
      0.5,
      0.6,
    )}"/>` +
    `<ellipse cx="808" cy="612" rx="46" ry="80" fill="${d.rad([
      [0, darken(p.pad, 0.5)],
      [1, darken(p.pad, 0.2)],
    ])}"/>`;
  const band =
    `<path d="M 492 470 C 470 150, 820 130, 800 488" fill="none" stroke="${d.linU(
      [
        [0, p.padHi],
        [1, p.pad],
      ],
      0,
      150,
      0,
      480,
    )}" stroke-width="28" stroke-linecap="round"/>` +
    `<path d="M 462 490 C 430 90, 860 70, 830 500" fill="none" stroke="${d.linU(
      [
        [0, p.light],
        [0.6, p.base],
        [1, p.dark],
      ],
      0,
      90,
      0,
      500,
    )}" stroke-width="48" stroke-linecap="round"/>` +
    `<path d="M 446 420 C 430 95, 850 76, 842 420" fill="none" stroke="#fff" stroke-width="5" opacity="0.3" stroke-linecap="round"/>`;
  const near =
    rr(454, 440, 28, 110, 8, `fill="${metal(d, 'h', p.trim)}"`) +
    `<path d="M 288 728 A 182 236 0 0 1 652 728" fill="none" stroke="${p.deep}" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M 288 728 A 182 236 0 0 1 652 728" fill="none" stroke="${metal(d, 'h', p.trim)}" stroke-width="18" stroke-linecap="round"/>` +
    `<circle cx="288" cy="728" r="17" fill="${p.deep}"/><circle cx="288" cy="728" r="9" fill="${p.trim}"/>` +
    `<ellipse cx="488" cy="735" rx="176" ry="228" fill="${p.pad}"/>` +
    `<ellipse cx="470" cy="728" rx="172" ry="224" fill="${d.lin(
      [
        [0, p.light],
        [0.5, p.base],
        [1, p.deep],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<ellipse cx="470" cy="728" rx="142" ry="188" fill="${d.rad(
      [
        [0, p.hi],
        [0.5, p.base],
        [1, p.dark],
      ],
      0.38,
      0.3,
      0.75,
    )}"/>` +
    `<ellipse cx="470" cy="728" rx="142" ry="188" fill="none" stroke="${p.trim}" stroke-width="5"/>` +
    `<ellipse cx="470" cy="728" rx="96" ry="128" fill="none" stroke="${p.isLight ? p.dark : p.light}" stroke-width="2" opacity="0.5"/>` +
    logo(470, 728, 2.2, p.isLight ? p.deep : p.hi, 0.75) +
    `<ellipse cx="400" cy="610" rx="40" ry="70" fill="#fff" opacity="0.22" filter="${d.blur(10)}" transform="rotate(-25 400 610)"/>`;
  return shadow(d, 610, 960, 340, 30) + far + band + near;
}

// ---------------------------------------------------------------------------
// Earbuds
// ---------------------------------------------------------------------------

function bud(d: Defs, p: Pal, x: number, y: number, s: number, rot: number, mirror = false): string {
  const body = d.lin(
    [
      [0, p.light],
      [0.5, p.base],
      [1, p.dark],
    ],
    0,
    0,
    1,
    0,
  );
  const headFill = d.rad(
    [
      [0, p.hi],
      [0.6, p.base],
      [1, p.dark],
    ],
    0.38,
    0.32,
    0.7,
  );
  const tip = p.isDark ? '#44474d' : mix(p.base, '#b9bcc2', 0.5);
  return (
    `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${mirror ? -s : s} ${s})">` +
    rr(-21, -6, 42, 160, 21, `fill="${body}"`) +
    rr(-21, 136, 42, 18, 9, `fill="${metal(d, 'h', p.trim)}"`) +
    `<ellipse cx="-44" cy="-26" rx="34" ry="28" transform="rotate(-30 -44 -26)" fill="${d.rad(
      [
        [0, lighten(tip, 0.35)],
        [0.7, tip],
        [1, darken(tip, 0.3)],
      ],
      0.4,
      0.4,
      0.6,
    )}"/>` +
    `<ellipse cx="-62" cy="-36" rx="9" ry="13" transform="rotate(-30 -62 -36)" fill="${darken(tip, 0.5)}" opacity="0.85"/>` +
    `<ellipse cx="0" cy="0" rx="58" ry="54" fill="${headFill}"/>` +
    `<ellipse cx="8" cy="2" rx="30" ry="26" fill="${p.isLight ? p.light : p.dark}" opacity="0.55"/>` +
    `<circle cx="8" cy="2" r="5" fill="${p.trim}" opacity="0.9"/>` +
    `<ellipse cx="-18" cy="-26" rx="20" ry="10" fill="#fff" opacity="0.45" transform="rotate(-20 -18 -26)"/>` +
    `<rect x="-9" y="62" width="5" height="72" rx="2.5" fill="#fff" opacity="0.22"/>` +
    `</g>`
  );
}

function caseClosed(d: Defs, p: Pal, x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    rr(
      -215,
      -135,
      430,
      270,
      125,
      `fill="${d.lin(
        [
          [0, p.hi],
          [0.35, p.base],
          [1, p.dark],
        ],
        0,
        0,
        0.2,
        1,
      )}"`,
    ) +
    `<path d="M -212 -28 L 212 -28" stroke="${p.deep}" stroke-width="3" opacity="0.55"/>` +
    `<path d="M -205 -22 L 205 -22" stroke="#fff" stroke-width="2" opacity="0.25"/>` +
    `<circle cx="0" cy="40" r="7" fill="#4be37a"/><circle cx="0" cy="40" r="16" fill="#4be37a" opacity="0.35" filter="${d.blur(6)}"/>` +
    logo(0, 88, 0.9, p.isLight ? p.deep : p.hi, 0.55) +
    `<ellipse cx="-90" cy="-92" rx="90" ry="18" fill="#fff" opacity="0.3" filter="${d.blur(6)}"/>` +
    `</g>`
  );
}

function earbudsFront(d: Defs, p: Pal): string {
  const inside = darken(p.pad, 0.35);
  const lid =
    `<path d="M 400 640 C 400 430, 800 430, 800 640 Z" fill="${d.lin([
      [0, p.base],
      [1, p.dark],
    ])}"/>` +
    `<path d="M 420 632 C 420 462, 780 462, 780 632 Z" fill="${d.lin([
      [0, inside],
      [1, darken(inside, 0.3)],
    ])}"/>` +
    `<path d="M 404 600 C 410 445, 790 445, 796 600" fill="none" stroke="#fff" stroke-width="3" opacity="0.3"/>`;
  const opening = `<ellipse cx="600" cy="660" rx="206" ry="40" fill="${darken(inside, 0.35)}"/>`;
  const body =
    `<path d="M 394 660 A 206 40 0 0 0 806 660 L 806 780 C 806 922, 394 922, 394 780 Z" fill="${d.lin(
      [
        [0, p.hi],
        [0.3, p.base],
        [1, p.dark],
      ],
      0,
      0,
      0.15,
      1,
    )}"/>` +
    `<path d="M 394 660 A 206 40 0 0 0 806 660" fill="none" stroke="#fff" stroke-width="3" opacity="0.4"/>` +
    `<circle cx="600" cy="780" r="7" fill="#4be37a"/><circle cx="600" cy="780" r="16" fill="#4be37a" opacity="0.35" filter="${d.blur(6)}"/>` +
    logo(600, 840, 0.9, p.isLight ? p.deep : p.hi, 0.5) +
    `<ellipse cx="470" cy="730" rx="40" ry="70" fill="#fff" opacity="0.16" filter="${d.blur(12)}"/>`;
  return (
    `<g transform="translate(600 650) scale(1.3) translate(-650 -690)">` +
    shadow(d, 600, 905, 250, 26) +
    shadow(d, 850, 930, 120, 14, 0.28) +
    lid +
    opening +
    bud(d, p, 520, 610, 0.95, 12) +
    bud(d, p, 680, 610, 0.95, -12, true) +
    body +
    bud(d, p, 900, 860, 0.8, 62, true) +
    `</g>`
  );
}

function earbudsDetail(d: Defs, p: Pal): string {
  return (
    shadow(d, 880, 920, 190, 20, 0.28) +
    caseClosed(d, p, 880, 825, 0.66) +
    shadow(d, 480, 950, 230, 22, 0.2) +
    bud(d, p, 360, 420, 1.85, 18) +
    bud(d, p, 570, 500, 1.7, -28, true)
  );
}

// ---------------------------------------------------------------------------
// Speakers
// ---------------------------------------------------------------------------

type SpeakerStyle = 'portable' | 'bookshelf' | 'pair' | 'tower' | 'party' | 'smart';

function speakerStyle(name: string): SpeakerStyle {
  if (/party/i.test(name)) return 'party';
  if (/tower|floorstanding/i.test(name)) return 'tower';
  if (/bookshelf/i.test(name)) return /pair/i.test(name) ? 'pair' : 'bookshelf';
  if (/smart|wi-?fi|home/i.test(name)) return 'smart';
  return 'portable';
}

function driver(d: Defs, cx: number, cy: number, r: number, kind: 'woofer' | 'tweeter', ring?: string, sx = 1): string {
  const g = `<g transform="translate(${cx} ${cy}) scale(${sx} 1)">`;
  if (kind === 'tweeter') {
    return (
      g +
      `<circle r="${r}" fill="${d.rad(
        [
          [0, '#3a3c42'],
          [1, '#141518'],
        ],
        0.5,
        0.4,
        0.6,
      )}"/>` +
      `<circle r="${r}" fill="none" stroke="#5b5e66" stroke-width="${r * 0.05}"/>` +
      `<circle r="${r * 0.7}" fill="${d.rad([
        [0, '#0e0f11'],
        [0.8, '#2a2c31'],
        [1, '#3b3e45'],
      ])}"/>` +
      `<circle r="${r * 0.4}" fill="${d.rad(
        [
          [0, '#ffffff'],
          [0.35, '#d7d9de'],
          [1, '#7d8088'],
        ],
        0.38,
        0.32,
        0.7,
      )}"/>` +
      `</g>`
    );
  }
  return (
    g +
    `<circle r="${r * 1.04}" fill="#0d0e10"/>` +
    `<circle r="${r}" fill="${d.lin(
      [
        [0, '#6e7179'],
        [0.5, '#2c2e33'],
        [1, '#4a4d55'],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    (ring
      ? `<circle r="${r * 0.97}" fill="none" stroke="${ring}" stroke-width="${r * 0.07}" opacity="0.95"/><circle r="${r * 1.02}" fill="none" stroke="${ring}" stroke-width="${r * 0.16}" opacity="0.35" filter="${d.blur(r * 0.08)}"/>`
      : '') +
    `<circle r="${r * 0.9}" fill="${d.rad([
      [0, '#2b2d32'],
      [0.85, '#17181b'],
      [1, '#3a3c42'],
    ])}"/>` +
    `<circle r="${r * 0.78}" fill="${d.rad(
      [
        [0, '#3a3d44'],
        [0.7, '#1d1e22'],
        [1, '#0f1012'],
      ],
      0.45,
      0.4,
      0.65,
    )}"/>` +
    `<circle r="${r * 0.55}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>` +
    `<circle r="${r * 0.3}" fill="${d.rad(
      [
        [0, '#5d6068'],
        [0.6, '#26282d'],
        [1, '#17181b'],
      ],
      0.38,
      0.32,
      0.7,
    )}"/>` +
    `<ellipse cx="${-r * 0.3}" cy="${-r * 0.38}" rx="${r * 0.3}" ry="${r * 0.12}" transform="rotate(-35 ${-r * 0.3} ${-r * 0.38})" fill="#fff" opacity="0.12"/>` +
    `</g>`
  );
}

/** Speaker cabinet front panel in local coords 0..w, 0..h. */
function cabinetFront(d: Defs, p: Pal, w: number, h: number, style: 'bookshelf' | 'tower' | 'party'): string {
  let s =
    rr(
      0,
      0,
      w,
      h,
      14,
      `fill="${d.lin(
        [
          [0, p.light],
          [0.12, p.base],
          [0.88, p.base],
          [1, p.dark],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    rr(
      0,
      0,
      w,
      h,
      14,
      `fill="${d.lin([
        [0, '#fff', 0.18],
        [0.15, '#fff', 0],
        [0.85, '#000', 0],
        [1, '#000', 0.25],
      ])}"`,
    ) +
    rr(10, 10, w - 20, h - 20, 8, `fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="2"`);
  const cx = w / 2;
  if (style === 'bookshelf') {
    s += driver(d, cx, h * 0.2, w * 0.15, 'tweeter') + driver(d, cx, h * 0.56, w * 0.36, 'woofer');
    s += rr(cx - w * 0.2, h * 0.86, w * 0.4, 22, 11, `fill="#0b0c0e"`);
  } else if (style === 'tower') {
    s +=
      driver(d, cx, h * 0.1, w * 0.15, 'tweeter') +
      driver(d, cx, h * 0.25, w * 0.27, 'woofer') +
      driver(d, cx, h * 0.45, w * 0.35, 'woofer') +
      driver(d, cx, h * 0.67, w * 0.35, 'woofer');
    s += rr(cx - w * 0.2, h * 0.86, w * 0.4, 22, 11, `fill="#0b0c0e"`);
  } else {
    s +=
      rr(w * 0.1, h * 0.04, w * 0.8, h * 0.09, 10, `fill="#0c0d10"`) +
      [0.25, 0.4, 0.55, 0.7]
        .map((t, i) => `<circle cx="${w * t + w * 0.02}" cy="${h * 0.085}" r="${w * 0.025}" fill="${['#39d0ff', '#ff4fa3', '#ffd24a', '#7cff6b'][i]}"/>`)
        .join('') +
      driver(d, w * 0.3, h * 0.22, w * 0.09, 'tweeter') +
      driver(d, w * 0.7, h * 0.22, w * 0.09, 'tweeter') +
      driver(d, cx, h * 0.45, w * 0.34, 'woofer', '#ff3fa0') +
      driver(d, cx, h * 0.78, w * 0.34, 'woofer', '#30c8ff');
  }
  s += logo(cx, h * (style === 'party' ? 0.955 : 0.95), 0.8, p.isLight ? p.deep : p.hi, 0.6);
  return s;
}

function portableFront(d: Defs, p: Pal): string {
  const x = 230;
  const y = 560;
  const w = 740;
  const h = 300;
  const shape = rr(x, y, w, h, h / 2, '');
  const clip = d.clip(shape);
  const mesh = d.pattern(14, 14, `<circle cx="7" cy="7" r="3.2" fill="#000" opacity="0.32"/><circle cx="6" cy="6" r="1.2" fill="#fff" opacity="0.12"/>`);
  return (
    shadow(d, 600, 880, 380, 28) +
    `<path d="M 948 650 C 1050 640, 1050 790, 948 790" fill="none" stroke="${p.pad}" stroke-width="20" stroke-linecap="round"/>` +
    `<g clip-path="${clip}">` +
    rr(x, y, w, h, h / 2, `fill="${p.base}"`) +
    rr(x, y, w, h, 0, `fill="${mesh}"`) +
    rr(
      x,
      y,
      w,
      h,
      0,
      `fill="${d.lin([
        [0, '#fff', 0.35],
        [0.25, '#fff', 0.05],
        [0.55, '#000', 0],
        [1, '#000', 0.45],
      ])}"`,
    ) +
    rr(
      x - 10,
      y,
      90,
      h,
      0,
      `fill="${d.lin(
        [
          [0, p.padHi],
          [1, p.pad],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    rr(
      x + w - 80,
      y,
      90,
      h,
      0,
      `fill="${d.lin(
        [
          [0, p.pad],
          [1, darken(p.pad, 0.3)],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    rr(
      x,
      y,
      w,
      h,
      0,
      `fill="${d.lin([
        [0, '#fff', 0.25],
        [0.3, '#fff', 0],
        [1, '#000', 0.35],
      ])}"`,
    ) +
    `</g>` +
    [-90, -30, 30, 90].map((dx) => rr(600 + dx - 18, y - 8, 36, 14, 7, `fill="${p.pad}"`)).join('') +
    rr(540, 690, 120, 40, 20, `fill="${p.pad}"`) +
    logo(600, 710, 0.95, p.isLight ? '#fff' : p.hi, 0.9)
  );
}

function portableUpright(d: Defs, p: Pal): string {
  const x = 455;
  const y = 250;
  const w = 290;
  const h = 660;
  const shape = rr(x, y, w, h, 130, '');
  const clip = d.clip(shape);
  const mesh = d.pattern(14, 14, `<circle cx="7" cy="7" r="3.2" fill="#000" opacity="0.32"/>`);
  return (
    shadow(d, 600, 918, 200, 26) +
    `<g clip-path="${clip}">` +
    rr(x, y, w, h, 0, `fill="${p.base}"`) +
    rr(x, y, w, h, 0, `fill="${mesh}"`) +
    rr(
      x,
      y,
      w,
      h,
      0,
      `fill="${d.lin(
        [
          [0, '#000', 0.35],
          [0.3, '#fff', 0.28],
          [0.5, '#fff', 0.05],
          [1, '#000', 0.5],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    rr(
      x,
      y,
      w,
      110,
      0,
      `fill="${d.lin([
        [0, p.padHi],
        [1, p.pad],
      ])}"`,
    ) +
    rr(
      x,
      y + h - 70,
      w,
      70,
      0,
      `fill="${d.lin([
        [0, p.pad],
        [1, darken(p.pad, 0.3)],
      ])}"`,
    ) +
    rr(
      x,
      y,
      w,
      h,
      0,
      `fill="${d.lin(
        [
          [0, '#000', 0.2],
          [0.25, '#fff', 0.15],
          [0.45, '#fff', 0],
          [1, '#000', 0.35],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    `</g>` +
    `<ellipse cx="600" cy="${y + 58}" rx="70" ry="22" fill="${darken(p.pad, 0.25)}"/>` +
    `<path d="M 584 ${y + 58} h 32 M 600 ${y + 42} v 32" stroke="${p.padHi}" stroke-width="5" stroke-linecap="round"/>` +
    rr(540, 560, 120, 40, 20, `fill="${p.pad}"`) +
    logo(600, 580, 0.95, p.isLight ? '#fff' : p.hi, 0.9)
  );
}

function smartSpeaker(d: Defs, p: Pal, big: boolean): string {
  const s = big ? 1.25 : 1;
  const cx = 600;
  const mesh = d.pattern(12, 12, `<circle cx="6" cy="6" r="2.6" fill="#000" opacity="0.28"/>`);
  const w = 380 * s;
  const h = 430 * s;
  const top = 920 - h;
  const shape = `<path d="M ${cx - w / 2} ${top + 60 * s} Q ${cx - w / 2} ${top} ${cx} ${top} Q ${cx + w / 2} ${top} ${cx + w / 2} ${top + 60 * s} L ${cx + w / 2} ${920 - 40 * s} Q ${cx + w / 2} 920 ${cx + w / 2 - 40 * s} 920 L ${cx - w / 2 + 40 * s} 920 Q ${cx - w / 2} 920 ${cx - w / 2} ${920 - 40 * s} Z"/>`;
  const clip = d.clip(shape);
  return (
    shadow(d, cx, 925, w * 0.62, 26) +
    `<g clip-path="${clip}">` +
    rr(cx - w / 2, top, w, h, 0, `fill="${p.base}"`) +
    rr(cx - w / 2, top, w, h, 0, `fill="${mesh}"`) +
    rr(
      cx - w / 2,
      top,
      w,
      h,
      0,
      `fill="${d.lin(
        [
          [0, '#000', 0.3],
          [0.3, '#fff', 0.25],
          [0.55, '#fff', 0],
          [1, '#000', 0.45],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    `</g>` +
    `<ellipse cx="${cx}" cy="${top + 26 * s}" rx="${w * 0.42}" ry="${18 * s}" fill="${d.lin([
      [0, p.pad],
      [1, p.padHi],
    ])}"/>` +
    `<ellipse cx="${cx}" cy="${top + 26 * s}" rx="${w * 0.28}" ry="${9 * s}" fill="none" stroke="#45c1ff" stroke-width="${3 * s}" opacity="0.9"/>` +
    rr(cx - 60 * s, top + h * 0.62, 120 * s, 34 * s, 17 * s, `fill="${p.pad}" opacity="0.9"`) +
    logo(cx, top + h * 0.62 + 17 * s, 0.8 * s, p.isLight ? '#fff' : p.hi, 0.9)
  );
}

function speakerFront(d: Defs, p: Pal, name: string): string {
  const st = speakerStyle(name);
  if (st === 'portable') return portableFront(d, p);
  if (st === 'smart') return smartSpeaker(d, p, false);
  if (st === 'pair' || st === 'tower') {
    const w = st === 'tower' ? 230 : 290;
    const h = st === 'tower' ? 760 : 450;
    const style = st === 'tower' ? 'tower' : 'bookshelf';
    const gap = st === 'tower' ? 120 : 80;
    const x1 = 600 - gap / 2 - w;
    const x2 = 600 + gap / 2;
    const y = 920 - h;
    return (
      shadow(d, x1 + w / 2, 925, w * 0.7, 22) +
      shadow(d, x2 + w / 2, 925, w * 0.7, 22) +
      `<g transform="translate(${x1} ${y})">${cabinetFront(d, p, w, h, style)}</g>` +
      `<g transform="translate(${x2} ${y})">${cabinetFront(d, p, w, h, style)}</g>`
    );
  }
  const w = st === 'party' ? 440 : 380;
  const h = st === 'party' ? 720 : 580;
  const y = 920 - h;
  const handle =
    st === 'party'
      ? `<path d="M ${600 - 90} ${y + 6} L ${600 - 90} ${y - 50} Q ${600 - 90} ${y - 70} ${600 - 70} ${y - 70} L ${600 + 70} ${y - 70} Q ${600 + 90} ${y - 70} ${600 + 90} ${y - 50} L ${600 + 90} ${y + 6}" fill="none" stroke="${metal(d, 'v', '#9a9da5')}" stroke-width="16"/>`
      : '';
  return (
    shadow(d, 600, 925, w * 0.68, 24) +
    handle +
    `<g transform="translate(${600 - w / 2} ${y})">${cabinetFront(d, p, w, h, st === 'party' ? 'party' : 'bookshelf')}</g>`
  );
}

function speakerAngle(d: Defs, p: Pal, name: string): string {
  const st = speakerStyle(name);
  if (st === 'portable') return portableUpright(d, p);
  if (st === 'smart') return smartSpeaker(d, p, true);
  const style = st === 'tower' ? 'tower' : st === 'party' ? 'party' : 'bookshelf';
  const w = style === 'tower' ? 250 : style === 'party' ? 400 : 360;
  const h = style === 'tower' ? 780 : style === 'party' ? 690 : 560;
  const sx = 0.86;
  const sy = 0.08;
  const dx = 140;
  const dy = -50;
  const x = 600 - (sx * w + dx) / 2;
  const y = 925 - h - sy * w;
  return (
    shadow(d, 600, 930, w * 0.8, 28) +
    box3d(d, {
      x,
      y,
      w,
      h,
      sx,
      sy,
      dx,
      dy,
      front: cabinetFront(d, p, w, h, style),
      side: d.lin(
        [
          [0, p.dark],
          [1, p.deep],
        ],
        0,
        0,
        1,
        0,
      ),
      top: d.lin([
        [0, p.hi],
        [1, p.light],
      ]),
    })
  );
}

// ---------------------------------------------------------------------------
// Soundbar
// ---------------------------------------------------------------------------

function soundbarFront(d: Defs, p: Pal): string {
  const mesh = d.pattern(12, 12, `<circle cx="6" cy="6" r="2.4" fill="#000" opacity="0.38"/>`);
  const subFront =
    rr(
      0,
      0,
      270,
      420,
      4,
      `fill="${d.lin(
        [
          [0, p.light],
          [0.12, p.base],
          [0.88, p.base],
          [1, p.dark],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    rr(
      0,
      0,
      270,
      420,
      4,
      `fill="${d.lin([
        [0, '#fff', 0.12],
        [0.25, '#fff', 0],
        [1, '#000', 0.3],
      ])}"`,
    ) +
    driver(d, 135, 180, 108, 'woofer') +
    rr(75, 345, 120, 24, 12, `fill="#0b0c0e"`) +
    logo(135, 395, 0.7, p.isLight ? p.deep : p.hi, 0.55);
  const sub = box3d(d, {
    x: 790,
    y: 440,
    w: 270,
    h: 420,
    sx: 1,
    sy: 0,
    dx: -64,
    dy: -40,
    front: subFront,
    side: d.lin(
      [
        [0, p.deep],
        [1, p.dark],
      ],
      0,
      0,
      1,
      0,
    ),
    top: d.lin([
      [0, p.light],
      [1, p.base],
    ]),
  });
  const bx = 70;
  const by = 790;
  const bw = 880;
  const bh = 116;
  const bar =
    `<path d="M ${bx + 40} ${by + 2} L ${bx + 70} ${by - 16} L ${bx + bw - 70} ${by - 16} L ${bx + bw - 40} ${by + 2} Z" fill="${d.lin([
      [0, p.light],
      [1, p.base],
    ])}"/>` +
    rr(
      bx,
      by,
      bw,
      bh,
      44,
      `fill="${d.lin([
        [0, p.hi],
        [0.14, p.base],
        [0.75, p.base],
        [1, p.deep],
      ])}"`,
    ) +
    `<g clip-path="${d.clip(rr(bx, by, bw, bh, 44, ''))}">` +
    rr(bx, by + 34, bw, bh - 34, 0, `fill="${mesh}"`) +
    rr(
      bx,
      by,
      bw,
      bh,
      0,
      `fill="${d.lin(
        [
          [0, '#000', 0.25],
          [0.07, '#fff', 0.12],
          [0.16, '#000', 0],
          [0.9, '#000', 0],
          [1, '#000', 0.35],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    `</g>` +
    `<path d="M ${bx + 50} ${by + 12} L ${bx + bw - 50} ${by + 12}" stroke="#fff" stroke-width="3" opacity="0.35" stroke-linecap="round"/>` +
    rr(bx + bw / 2 - 45, by + 64, 90, 26, 8, `fill="#07080a" opacity="0.9"`) +
    `<text x="${bx + bw / 2}" y="${by + 83}" ${F} font-size="16" font-weight="bold" fill="#6fe3ff" text-anchor="middle" letter-spacing="1">ARC</text>` +
    `<text x="${bx + bw / 2}" y="${by + 83}" ${F} font-size="16" font-weight="bold" fill="#6fe3ff" text-anchor="middle" letter-spacing="1" opacity="0.6" filter="${d.blur(3)}">ARC</text>`;
  return shadow(d, 880, 878, 200, 20) + sub + shadow(d, bx + bw / 2, by + bh + 6, bw * 0.52, 18) + bar;
}

function soundbarAngle(d: Defs, p: Pal): string {
  const w = 880;
  const h = 150;
  const mesh = d.pattern(12, 12, `<circle cx="6" cy="6" r="2.4" fill="#000" opacity="0.38"/>`);
  const front =
    rr(
      0,
      0,
      w,
      h,
      26,
      `fill="${d.lin([
        [0, p.light],
        [0.2, p.base],
        [1, p.dark],
      ])}"`,
    ) +
    rr(14, 40, w - 28, h - 54, 16, `fill="${mesh}"`) +
    rr(w / 2 - 45, h - 40, 90, 24, 8, `fill="#07080a" opacity="0.9"`) +
    `<text x="${w / 2}" y="${h - 22}" ${F} font-size="15" font-weight="bold" fill="#6fe3ff" text-anchor="middle">ARC</text>` +
    `<path d="M 30 14 L ${w - 30} 14" stroke="#fff" stroke-width="3" opacity="0.3" stroke-linecap="round"/>`;
  const remote =
    `<g transform="translate(760 905) rotate(-14)">` +
    shadow(d, 0, 12, 110, 14, 0.25) +
    rr(
      -110,
      -26,
      220,
      52,
      26,
      `fill="${d.lin([
        [0, '#4a4d55'],
        [1, '#1b1c20'],
      ])}"`,
    ) +
    [-70, -40, -10, 20].map((x) => `<circle cx="${x}" cy="0" r="9" fill="#6b6e76"/>`).join('') +
    `<circle cx="70" cy="0" r="17" fill="#2e3036" stroke="#6b6e76" stroke-width="3"/>` +
    `</g>`;
  return (
    shadow(d, 600, 820, 470, 30) +
    box3d(d, {
      x: 150,
      y: 600,
      w,
      h,
      sx: 0.92,
      sy: 0.14,
      dx: 80,
      dy: -46,
      front,
      side: d.lin(
        [
          [0, p.dark],
          [1, p.deep],
        ],
        0,
        0,
        1,
        0,
      ),
      top: d.lin(
        [
          [0, p.light],
          [1, p.hi],
        ],
        0,
        0,
        1,
        1,
      ),
    }) +
    remote
  );
}

// ---------------------------------------------------------------------------
// Amplifier & DAC
// ---------------------------------------------------------------------------

function vuMeter(d: Defs, x: number, y: number, w: number, h: number, needle: number): string {
  const cx = x + w / 2;
  const py = y + h * 1.05;
  const R = h * 0.82;
  let ticks = '';
  for (let i = 0; i <= 10; i += 1) {
    const a = ((-50 + i * 10) * Math.PI) / 180;
    const r1 = R * 0.86;
    const r2 = i % 2 === 0 ? R * 0.98 : R * 0.93;
    ticks += `<line x1="${cx + Math.sin(a) * r1}" y1="${py - Math.cos(a) * r1}" x2="${cx + Math.sin(a) * r2}" y2="${py - Math.cos(a) * r2}" stroke="${i >= 8 ? '#c4271b' : '#3b2a12'}" stroke-width="${i % 2 === 0 ? 2.5 : 1.5}"/>`;
  }
  const arc = (a0: number, a1: number, col: string, sw: number): string => {
    const r0 = (a0 * Math.PI) / 180;
    const r1 = (a1 * Math.PI) / 180;
    return `<path d="M ${cx + Math.sin(r0) * R * 0.86} ${py - Math.cos(r0) * R * 0.86} A ${R * 0.86} ${R * 0.86} 0 0 1 ${cx + Math.sin(r1) * R * 0.86} ${py - Math.cos(r1) * R * 0.86}" fill="none" stroke="${col}" stroke-width="${sw}"/>`;
  };
  const na = (needle * Math.PI) / 180;
  const clip = d.clip(rr(x, y, w, h, 8, ''));
  return (
    rr(
      x - 8,
      y - 8,
      w + 16,
      h + 16,
      12,
      `fill="${d.lin([
        [0, '#1a1b1f'],
        [1, '#3a3c42'],
      ])}"`,
    ) +
    `<g clip-path="${clip}">` +
    rr(
      x,
      y,
      w,
      h,
      8,
      `fill="${d.rad(
        [
          [0, '#fff2c9'],
          [0.55, '#ffd27a'],
          [1, '#e69a2e'],
        ],
        0.5,
        0.75,
        0.8,
      )}"`,
    ) +
    arc(-50, 30, '#3b2a12', 2) +
    arc(30, 50, '#c4271b', 5) +
    ticks +
    `<text x="${x + 16}" y="${y + h - 14}" ${F} font-size="${h * 0.13}" font-weight="bold" fill="#3b2a12">VU</text>` +
    `<line x1="${cx}" y1="${py}" x2="${cx + Math.sin(na) * R * 0.97}" y2="${py - Math.cos(na) * R * 0.97}" stroke="#1b1410" stroke-width="2.5"/>` +
    `<circle cx="${cx}" cy="${py}" r="${h * 0.16}" fill="#2a2118"/>` +
    `<path d="M ${x} ${y} L ${x + w * 0.55} ${y} L ${x + w * 0.25} ${y + h} L ${x} ${y + h} Z" fill="#fff" opacity="0.12"/>` +
    `</g>`
  );
}

/** Amplifier front panel in local coords 0..860 x 0..330. */
function ampPanel(d: Defs, p: Pal): string {
  const W = 860;
  const H = 330;
  const face = p.isDark ? '#2c2e33' : p.base;
  const brushed = d.pattern(6, 4, `<rect width="6" height="1" fill="#fff" opacity="0.07"/><rect y="2" width="6" height="1" fill="#000" opacity="0.05"/>`);
  const label = p.isLight ? darken(face, 0.6) : lighten(face, 0.6);
  const lbl = (x: number, y: number, t: string): string =>
    `<text x="${x}" y="${y}" ${F} font-size="12" letter-spacing="1.5" fill="${label}" text-anchor="middle" opacity="0.85">${t}</text>`;
  return (
    rr(
      0,
      0,
      W,
      H,
      14,
      `fill="${d.lin([
        [0, lighten(face, 0.22)],
        [0.5, face],
        [1, darken(face, 0.25)],
      ])}"`,
    ) +
    rr(0, 0, W, H, 14, `fill="${brushed}"`) +
    rr(
      0,
      0,
      W,
      H,
      14,
      `fill="${d.lin(
        [
          [0, '#fff', 0.15],
          [0.35, '#fff', 0],
          [0.65, '#000', 0],
          [1, '#000', 0.15],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    `<path d="M 14 3 L ${W - 14} 3" stroke="#fff" stroke-width="3" opacity="0.45"/>` +
    vuMeter(d, 70, 46, 220, 130, -18) +
    vuMeter(d, W - 290, 46, 220, 130, -8) +
    knob(d, W / 2, 118, 78, '#c9ccd2', 35) +
    lbl(W / 2, 222, 'VOLUME') +
    [
      [120, 'BASS'],
      [230, 'TREBLE'],
      [W - 230, 'BALANCE'],
      [W - 120, 'INPUT'],
    ]
      .map(([x, t]) => knob(d, Number(x), 262, 24, '#bfc2c8', -30) + lbl(Number(x), 310, String(t)))
      .join('') +
    `<circle cx="${W / 2 - 40}" cy="262" r="12" fill="#111" stroke="${p.trim}" stroke-width="4"/>` +
    `<circle cx="${W / 2 + 40}" cy="262" r="7" fill="#ff5a3c"/><circle cx="${W / 2 + 40}" cy="262" r="16" fill="#ff5a3c" opacity="0.4" filter="${d.blur(5)}"/>` +
    lbl(W / 2 - 40, 305, 'PHONES') +
    lbl(W / 2 + 40, 305, 'POWER') +
    logo(34, 26, 0.55, label, 0.7)
  );
}

function amplifierFront(d: Defs, p: Pal): string {
  const x = 170;
  const y = 520;
  const top = p.isDark ? '#3a3d43' : lighten(p.base, 0.2);
  return (
    shadow(d, 600, 880, 470, 26) +
    rr(x + 40, y + 326, 60, 26, 6, `fill="#141517"`) +
    rr(x + 760, y + 326, 60, 26, 6, `fill="#141517"`) +
    `<polygon points="${x + 30},${y - 40} ${x + 830},${y - 40} ${x + 860},${y + 4} ${x},${y + 4}" fill="${d.lin([
      [0, darken(top, 0.2)],
      [1, top],
    ])}"/>` +
    `<g transform="translate(${x} ${y})">${ampPanel(d, p)}</g>`
  );
}

function amplifierAngle(d: Defs, p: Pal): string {
  const top = p.isDark ? '#34373d' : lighten(p.base, 0.15);
  const vents = d.pattern(18, 18, `<rect x="2" y="0" width="8" height="18" fill="#000" opacity="0.25"/>`);
  const front = ampPanel(d, p);
  const x = 168;
  const y = 500;
  const sx = 0.82;
  const sy = 0.1;
  const dx = 160;
  const dy = -90;
  const w = 860;
  const h = 330;
  const p1: [number, number] = [x + sx * w, y + sy * w];
  return (
    shadow(d, 590, 920, 500, 36) +
    box3d(d, {
      x,
      y,
      w,
      h,
      sx,
      sy,
      dx,
      dy,
      front,
      side: d.lin(
        [
          [0, darken(top, 0.5)],
          [1, darken(top, 0.3)],
        ],
        0,
        0,
        1,
        0,
      ),
      top: d.lin(
        [
          [0, top],
          [1, darken(top, 0.12)],
        ],
        0,
        0,
        1,
        1,
      ),
    }) +
    `<polygon points="${x + 160 * sx + dx * 0.25},${y + 160 * sy + dy * 0.25} ${x + 700 * sx + dx * 0.25},${y + 700 * sy + dy * 0.25} ${x + 700 * sx + dx * 0.75},${y + 700 * sy + dy * 0.75} ${x + 160 * sx + dx * 0.75},${y + 160 * sy + dy * 0.75}" fill="${vents}"/>` +
    `<line x1="${p1[0]}" y1="${p1[1]}" x2="${p1[0]}" y2="${p1[1] + h}" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>`
  );
}

/** DAC front panel in local coords 0..560 x 0..190. */
function dacPanel(d: Defs, p: Pal): string {
  const W = 560;
  const H = 190;
  const face = p.isDark ? '#2a2c31' : p.base;
  const label = p.isLight ? darken(face, 0.6) : lighten(face, 0.6);
  return (
    rr(
      0,
      0,
      W,
      H,
      16,
      `fill="${d.lin([
        [0, lighten(face, 0.2)],
        [0.5, face],
        [1, darken(face, 0.25)],
      ])}"`,
    ) +
    `<path d="M 16 3 L ${W - 16} 3" stroke="#fff" stroke-width="3" opacity="0.4"/>` +
    rr(36, 40, 210, 110, 10, `fill="#050608" stroke="#3d4047" stroke-width="3"`) +
    `<text x="56" y="92" font-family="DejaVu Sans Mono, monospace" font-size="38" font-weight="bold" fill="#7fe8ff">384</text>` +
    `<text x="152" y="92" font-family="DejaVu Sans Mono, monospace" font-size="20" fill="#7fe8ff">kHz</text>` +
    `<text x="56" y="128" font-family="DejaVu Sans Mono, monospace" font-size="16" fill="#7fe8ff" opacity="0.7">USB  32bit</text>` +
    rr(200, 112, 32, 14, 3, `fill="none" stroke="#7fe8ff" stroke-width="2" opacity="0.7"`) +
    rr(204, 115, 20, 8, 1, `fill="#7fe8ff" opacity="0.7"`) +
    `<rect x="36" y="40" width="210" height="110" rx="10" fill="#7fe8ff" opacity="0.05"/>` +
    `<circle cx="300" cy="95" r="16" fill="#0a0a0c" stroke="${p.trim}" stroke-width="6"/>` +
    `<circle cx="360" cy="95" r="20" fill="#0a0a0c" stroke="#d6b35a" stroke-width="6"/>` +
    `<text x="300" y="150" ${F} font-size="12" fill="${label}" text-anchor="middle">4.4</text>` +
    `<text x="360" y="150" ${F} font-size="12" fill="${label}" text-anchor="middle">6.35</text>` +
    knob(d, 465, 95, 58, '#c9ccd2', 20) +
    `<circle cx="300" cy="40" r="5" fill="#46e38a"/><circle cx="300" cy="40" r="12" fill="#46e38a" opacity="0.4" filter="${d.blur(4)}"/>` +
    logo(360, 40, 0.6, label, 0.7)
  );
}

function dacFront(d: Defs, p: Pal): string {
  const x = 320;
  const y = 660;
  const top = p.isDark ? '#393c42' : lighten(p.base, 0.2);
  const hp = palette('#2a2c31');
  return (
    shadow(d, 600, 880, 330, 24) +
    // headphones resting behind the DAC
    `<g transform="translate(600 560) scale(0.55) translate(-600 -600)" opacity="0.98">${headphonesFront(d, hp)}</g>` +
    rr(x + 30, y + 186, 40, 16, 5, `fill="#141517"`) +
    rr(x + 490, y + 186, 40, 16, 5, `fill="#141517"`) +
    `<polygon points="${x + 24},${y - 30} ${x + 536},${y - 30} ${x + 560},${y + 4} ${x},${y + 4}" fill="${d.lin([
      [0, darken(top, 0.15)],
      [1, top],
    ])}"/>` +
    `<g transform="translate(${x} ${y})">${dacPanel(d, p)}</g>`
  );
}

function dacAngle(d: Defs, p: Pal): string {
  const top = p.isDark ? '#34373d' : lighten(p.base, 0.15);
  return (
    shadow(d, 610, 860, 420, 34) +
    box3d(d, {
      x: 221,
      y: 560,
      w: 560,
      h: 190,
      sx: 1.05,
      sy: 0.14,
      dx: 170,
      dy: -110,
      front: dacPanel(d, p),
      side: d.lin(
        [
          [0, darken(top, 0.5)],
          [1, darken(top, 0.3)],
        ],
        0,
        0,
        1,
        0,
      ),
      top: d.lin(
        [
          [0, top],
          [1, darken(top, 0.12)],
        ],
        0,
        0,
        1,
        1,
      ),
    })
  );
}

// ---------------------------------------------------------------------------
// Microphones
// ---------------------------------------------------------------------------

type MicStyle = 'studio' | 'boom' | 'handheld' | 'lav';

function micStyle(name: string): MicStyle {
  if (/boom arm/i.test(name)) return 'boom';
  if (/lavalier|lapel/i.test(name)) return 'lav';
  if (/vocal|handheld/i.test(name)) return 'handheld';
  return 'studio';
}

/** Studio mic body, local coords: centred at x=0, top at y=0, length 540. */
function micBody(d: Defs, p: Pal): string {
  const w = 190;
  const r = w / 2;
  const gh = 270;
  const L = 540;
  const clip = d.clip(
    `<path d="M ${-r} ${r} A ${r} ${r} 0 0 1 ${r} ${r} L ${r} ${L - 30} Q ${r} ${L} ${r - 30} ${L} L ${-r + 30} ${L} Q ${-r} ${L} ${-r} ${L - 30} Z"/>`,
  );
  const mesh = d.pattern(10, 10, `<rect width="10" height="10" fill="#e3e5e9"/><path d="M 0 0 L 10 10 M 10 0 L 0 10" stroke="#6e727b" stroke-width="1.6"/>`);
  const cyl = d.lin(
    [
      [0, '#000', 0.5],
      [0.22, '#fff', 0.35],
      [0.4, '#fff', 0.05],
      [0.75, '#000', 0.15],
      [1, '#000', 0.6],
    ],
    0,
    0,
    1,
    0,
  );
  return (
    `<g clip-path="${clip}">` +
    rr(-r, 0, w, gh, 0, `fill="${mesh}"`) +
    rr(-r, gh, w, L - gh, 0, `fill="${p.base}"`) +
    rr(-r, 0, w, L, 0, `fill="${cyl}"`) +
    `</g>` +
    rr(-r - 4, gh - 14, w + 8, 28, 6, `fill="${metal(d, 'h', p.trim)}"`) +
    rr(-r - 4, 44, w + 8, 10, 4, `fill="${metal(d, 'h', p.trim)}"`) +
    `<circle cx="0" cy="${gh + 90}" r="20" fill="${p.isLight ? p.dark : p.light}" opacity="0.6"/>` +
    logo(0, gh + 90, 0.9, p.isLight ? '#fff' : p.hi, 0.95) +
    `<path d="M ${-r + 34} ${L} L ${-34} ${L + 40} L 34 ${L + 40} L ${r - 34} ${L} Z" fill="${d.lin([
      [0, p.dark],
      [1, p.deep],
    ])}"/>` +
    rr(-30, L + 40, 60, 30, 6, `fill="${metal(d, 'h', '#a8abb2')}"`)
  );
}

function micDeskStand(d: Defs, p: Pal): string {
  const chrome = metal(d, 'h', '#b7bac1');
  return (
    shadow(d, 600, 945, 230, 24) +
    `<path d="M 430 918 L 430 900 A 170 32 0 0 1 770 900 L 770 918 A 170 32 0 0 1 430 918 Z" fill="${d.lin(
      [
        [0, '#3a3c42'],
        [1, '#16171a'],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<ellipse cx="600" cy="900" rx="170" ry="32" fill="${d.rad(
      [
        [0, '#6a6d75'],
        [1, '#2a2c31'],
      ],
      0.4,
      0.3,
      0.8,
    )}"/>` +
    rr(586, 690, 28, 215, 8, `fill="${chrome}"`) +
    `<path d="M 470 450 L 470 600 Q 470 700 600 700 Q 730 700 730 600 L 730 450" fill="none" stroke="${chrome}" stroke-width="18" stroke-linecap="round"/>` +
    `<g transform="translate(600 170)">${micBody(d, p)}</g>` +
    knob(d, 470, 470, 22, '#9ea1a9') +
    knob(d, 730, 470, 22, '#9ea1a9')
  );
}

function boomArm(d: Defs, p: Pal, withMic: boolean, withDesk = true): string {
  const arm = p.isDark || !withMic ? p : palette('#26282d');
  const rod = (x1: number, y1: number, x2: number, y2: number): string =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${arm.deep}" stroke-width="22" stroke-linecap="round"/>` +
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${arm.base}" stroke-width="16" stroke-linecap="round"/>` +
    `<line x1="${x1}" y1="${y1 - 4}" x2="${x2}" y2="${y2 - 4}" stroke="#fff" stroke-width="3" opacity="0.25" stroke-linecap="round"/>`;
  const spring = (x1: number, y1: number, x2: number, y2: number): string => {
    const n = 14;
    const dx = (x2 - x1) / n;
    const dy = (y2 - y1) / n;
    const len = Math.hypot(x2 - x1, y2 - y1);
    const nx = (-(y2 - y1) / len) * 9;
    const ny = ((x2 - x1) / len) * 9;
    let dd = `M ${x1} ${y1}`;
    for (let i = 1; i <= n; i += 1) dd += ` L ${x1 + dx * i + (i % 2 ? nx : -nx)} ${y1 + dy * i + (i % 2 ? ny : -ny)}`;
    return `<path d="${dd}" fill="none" stroke="#c9ccd2" stroke-width="3"/>`;
  };
  // desk edge
  const desk =
    `<rect x="640" y="905" width="560" height="60" fill="${d.lin([
      [0, '#c9a27a'],
      [1, '#9b7650'],
    ])}"/>` + `<rect x="640" y="965" width="560" height="20" fill="#7d5c3d"/>`;
  const clamp =
    rr(870, 860, 70, 60, 8, `fill="${arm.deep}"`) +
    rr(870, 960, 70, 40, 8, `fill="${arm.deep}"`) +
    rr(896, 985, 18, 70, 4, `fill="${metal(d, 'h', '#b7bac1')}"`) +
    rr(870, 1050, 70, 14, 6, `fill="${arm.deep}"`) +
    rr(892, 700, 26, 170, 6, `fill="${metal(d, 'h', '#b7bac1')}"`);
  const lower = rod(905, 720, 640, 420) + rod(935, 700, 670, 400) + spring(890, 690, 690, 470);
  const upper = rod(655, 410, 380, 330) + rod(670, 380, 400, 300) + spring(640, 380, 420, 320);
  const joint = `<circle cx="660" cy="405" r="26" fill="${arm.deep}"/><circle cx="660" cy="405" r="12" fill="#b7bac1"/>`;
  const mic = withMic
    ? `<g transform="translate(360 340) rotate(-28) scale(0.62) translate(0 -560)">${micBody(d, p)}</g>`
    : `<g transform="translate(380 318)">` +
      rr(-30, -10, 60, 60, 10, `fill="${arm.deep}"`) +
      rr(-12, 40, 24, 40, 4, `fill="${metal(d, 'h', '#b7bac1')}"`) +
      `</g>`;
  if (!withDesk) {
    return `<g transform="translate(0 25)">${shadow(d, 905, 905, 90, 10, 0.3)}${rr(862, 860, 86, 50, 10, `fill="${arm.deep}"`)}${rr(892, 700, 26, 170, 6, `fill="${metal(d, 'h', '#b7bac1')}"`)}${lower}${joint}${upper}${mic}</g>`;
  }
  return `<g transform="translate(20 60)">${desk}${shadow(d, 905, 908, 120, 10, 0.25)}${clamp}${lower}${joint}${upper}${mic}</g>`;
}

function handheldMic(d: Defs, p: Pal, rot: number, x: number, y: number, s: number): string {
  const mesh = d.pattern(9, 9, `<rect width="9" height="9" fill="#d9dbe0"/><path d="M 0 0 L 9 9 M 9 0 L 0 9" stroke="#5e626b" stroke-width="1.4"/>`);
  return (
    `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">` +
    `<path d="M -62 150 L -30 560 Q 0 585 30 560 L 62 150 Z" fill="${d.lin(
      [
        [0, p.deep],
        [0.3, p.light],
        [0.5, p.base],
        [1, p.deep],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    rr(-34, 545, 68, 40, 10, `fill="${metal(d, 'h', '#a8abb2')}"`) +
    rr(-14, 300, 28, 50, 8, `fill="${p.deep}"`) +
    rr(-10, 306, 20, 20, 5, `fill="${p.trim}"`) +
    rr(-68, 130, 136, 34, 10, `fill="${metal(d, 'h', p.trim)}"`) +
    `<circle cx="0" cy="40" r="110" fill="${mesh}"/>` +
    `<circle cx="0" cy="40" r="110" fill="${d.rad(
      [
        [0, '#fff', 0.35],
        [0.5, '#fff', 0],
        [0.85, '#000', 0.2],
        [1, '#000', 0.5],
      ],
      0.35,
      0.3,
      0.75,
    )}"/>` +
    `<path d="M -110 40 Q 0 80 110 40" fill="none" stroke="${p.trim}" stroke-width="6" opacity="0.8"/>` +
    logo(0, 420, 1, p.isLight ? p.deep : p.hi, 0.8) +
    `</g>`
  );
}

function handheldFront(d: Defs, p: Pal): string {
  return shadow(d, 620, 930, 330, 26) + handheldMic(d, p, -58, 390, 560, 0.95);
}

function handheldStand(d: Defs, p: Pal): string {
  const chrome = metal(d, 'h', '#3b3e44');
  return (
    shadow(d, 600, 955, 260, 22) +
    `<line x1="600" y1="700" x2="420" y2="950" stroke="#2a2c31" stroke-width="16" stroke-linecap="round"/>` +
    `<line x1="600" y1="700" x2="780" y2="950" stroke="#2a2c31" stroke-width="16" stroke-linecap="round"/>` +
    `<line x1="600" y1="700" x2="600" y2="920" stroke="#1e2024" stroke-width="14" stroke-linecap="round"/>` +
    rr(588, 440, 24, 280, 8, `fill="${chrome}"`) +
    rr(580, 600, 40, 40, 8, `fill="#1b1c20"`) +
    rr(570, 420, 60, 50, 10, `fill="#1b1c20"`) +
    handheldMic(d, p, 0, 600, 110, 0.62)
  );
}

function lavKit(d: Defs, p: Pal, big: boolean): string {
  const tx = (x: number, y: number, s: number, r: number): string =>
    `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})">` +
    rr(
      -70,
      -80,
      140,
      160,
      34,
      `fill="${d.lin(
        [
          [0, p.light],
          [0.4, p.base],
          [1, p.deep],
        ],
        0,
        0,
        0.3,
        1,
      )}"`,
    ) +
    `<circle cx="0" cy="-20" r="34" fill="#1a1b1e"/><circle cx="0" cy="-20" r="34" fill="${d.pattern(6, 6, '<circle cx="3" cy="3" r="1.4" fill="#777"/>')}"/>` +
    `<circle cx="0" cy="-20" r="34" fill="none" stroke="${p.trim}" stroke-width="4"/>` +
    `<circle cx="40" cy="52" r="5" fill="#4be37a"/>` +
    logo(-18, 44, 0.7, p.isLight ? p.deep : p.hi, 0.7) +
    `<ellipse cx="-30" cy="-62" rx="28" ry="8" fill="#fff" opacity="0.25"/>` +
    `</g>`;
  const rx =
    `<g transform="translate(${big ? 880 : 850} ${big ? 700 : 782}) rotate(${big ? 10 : 8}) scale(${big ? 1.2 : 1})">` +
    rr(
      -60,
      -70,
      120,
      130,
      26,
      `fill="${d.lin([
        [0, '#4a4d55'],
        [1, '#18191c'],
      ])}"`,
    ) +
    rr(-22, 60, 44, 34, 6, `fill="#202226"`) +
    rr(-14, 92, 28, 46, 10, `fill="${metal(d, 'h', '#c9ccd2')}"`) +
    rr(-38, -40, 76, 40, 8, `fill="#050608"`) +
    `<text x="0" y="-13" font-family="DejaVu Sans Mono, monospace" font-size="20" fill="#7fe8ff" text-anchor="middle">RX</text>` +
    `</g>`;
  if (big) return shadow(d, 560, 900, 330, 28) + tx(470, 560, 2.3, -8) + shadow(d, 880, 900, 90, 14) + rx;
  const caseW = 420;
  return (
    `<g transform="translate(600 690) scale(1.35) translate(-600 -770)">` +
    shadow(d, 490, 925, 250, 26) +
    shadow(d, 842, 925, 50, 8, 0.4) +
    rr(
      600 - caseW / 2 - 110,
      690,
      caseW,
      230,
      46,
      `fill="${d.lin([
        [0, '#3d4047'],
        [1, '#15161a'],
      ])}"`,
    ) +
    rr(600 - caseW / 2 - 90, 710, caseW - 40, 150, 30, `fill="#0c0d0f"`) +
    tx(420, 700, 0.9, -6) +
    tx(570, 700, 0.9, 6) +
    rr(
      600 - caseW / 2 - 110,
      790,
      caseW,
      130,
      40,
      `fill="${d.lin([
        [0, '#30333a'],
        [1, '#121316'],
      ])}"`,
    ) +
    `<circle cx="${600 - 110}" cy="870" r="6" fill="#4be37a"/>` +
    logo(600 - 110, 830, 0.9, '#9ea1a9', 0.6) +
    rx +
    `</g>`
  );
}

function microphoneView(d: Defs, p: Pal, name: string, angle: 0 | 1, lifestyle = false): string {
  const st = micStyle(name);
  if (st === 'boom') return angle === 0 ? boomArm(d, palette('#26282d'), true, !lifestyle) : boomArm(d, p, false);
  if (st === 'lav') return lavKit(d, p, angle === 1);
  if (st === 'handheld') return angle === 0 ? handheldFront(d, p) : handheldStand(d, p);
  return angle === 0 ? micDeskStand(d, p) : boomArm(d, p, true);
}

// ---------------------------------------------------------------------------
// Cables
// ---------------------------------------------------------------------------

type PlugKind = 'jack' | 'xlr' | 'hdmi' | 'usbc' | 'optical' | 'banana';

function plugKind(name: string): PlugKind {
  if (/hdmi/i.test(name)) return 'hdmi';
  if (/xlr/i.test(name)) return 'xlr';
  if (/optical|toslink/i.test(name)) return 'optical';
  if (/usb/i.test(name)) return 'usbc';
  if (/banana|speaker cable|speaker wire/i.test(name)) return 'banana';
  return 'jack';
}

/** Plug whose cable enters at (0,0) from +y and whose tip points to -y. */
function plug(d: Defs, p: Pal, kind: PlugKind, x: number, y: number, rot: number, s: number): string {
  const housing =
    kind === 'xlr'
      ? metal(d, 'h', '#c9ccd2')
      : d.lin(
          [
            [0, p.deep],
            [0.3, p.light],
            [0.55, p.base],
            [1, p.deep],
          ],
          0,
          0,
          1,
          0,
        );
  const gold = metal(d, 'h', '#d8b45c');
  const silver = metal(d, 'h', '#c9ccd2');
  const relief =
    `<path d="M -16 10 L -22 -60 L 22 -60 L 16 10 Z" fill="${d.lin(
      [
        [0, p.deep],
        [0.4, p.dark],
        [1, p.deep],
      ],
      0,
      0,
      1,
      0,
    )}"/>` + [-12, -26, -40].map((yy) => `<line x1="-20" y1="${yy}" x2="20" y2="${yy}" stroke="#000" stroke-opacity="0.35" stroke-width="2"/>`).join('');
  let body = '';
  switch (kind) {
    case 'jack':
      body =
        rr(-30, -180, 60, 124, 16, `fill="${housing}"`) +
        rr(-30, -180, 60, 14, 6, `fill="${gold}"`) +
        rr(-10, -290, 20, 112, 4, `fill="${gold}"`) +
        rr(-10, -232, 20, 6, 1, `fill="#1a1a1a"`) +
        rr(-10, -258, 20, 6, 1, `fill="#1a1a1a"`) +
        `<path d="M -10 -288 Q 0 -308 10 -288 Z" fill="${gold}"/>`;
      break;
    case 'xlr':
      body =
        rr(-44, -230, 88, 176, 18, `fill="${housing}"`) +
        [-200, -185, -170, -155].map((yy) => `<line x1="-40" y1="${yy}" x2="40" y2="${yy}" stroke="#000" stroke-opacity="0.22" stroke-width="3"/>`).join('') +
        rr(
          -44,
          -110,
          88,
          50,
          12,
          `fill="${d.lin(
            [
              [0, '#16171a'],
              [0.5, '#3a3c42'],
              [1, '#16171a'],
            ],
            0,
            0,
            1,
            0,
          )}"`,
        ) +
        rr(-40, -270, 80, 44, 6, `fill="${silver}"`) +
        rr(-14, -282, 6, 16, 2, `fill="${gold}"`) +
        rr(8, -282, 6, 16, 2, `fill="${gold}"`) +
        rr(-3, -286, 6, 20, 2, `fill="${gold}"`) +
        rr(30, -215, 12, 30, 4, `fill="#2a2c31"`);
      break;
    case 'hdmi':
      body =
        rr(-46, -170, 92, 114, 14, `fill="${housing}"`) +
        `<path d="M -38 -170 L 38 -170 L 38 -222 L 28 -236 L -28 -236 L -38 -222 Z" fill="${gold}"/>` +
        rr(-24, -226, 48, 40, 3, `fill="#1a1a1a" opacity="0.75"`) +
        `<text x="0" y="-100" ${F} font-size="16" font-weight="bold" fill="${p.isLight ? p.deep : p.hi}" text-anchor="middle" opacity="0.8">HDMI</text>`;
      break;
    case 'usbc':
      body =
        rr(-30, -160, 60, 104, 14, `fill="${silver}"`) +
        rr(-30, -120, 60, 64, 10, `fill="${housing}"`) +
        rr(-20, -222, 40, 66, 14, `fill="${silver}"`) +
        rr(-12, -214, 24, 50, 8, `fill="#202226"`);
      break;
    case 'optical':
      body =
        rr(-30, -170, 60, 114, 14, `fill="${housing}"`) +
        rr(-28, -172, 56, 18, 5, `fill="${silver}"`) +
        rr(-18, -214, 36, 44, 5, `fill="#2b2d32"`) +
        rr(-6, -236, 12, 24, 3, `fill="#ff6a5a" opacity="0.9"`) +
        `<circle cx="0" cy="-240" r="20" fill="#ff3b2f" opacity="0.55" filter="${d.blur(8)}"/>`;
      break;
    case 'banana':
      body =
        rr(
          -20,
          -170,
          40,
          114,
          12,
          `fill="${d.lin(
            [
              [0, '#7d140e'],
              [0.35, '#e04a3c'],
              [1, '#7d140e'],
            ],
            0,
            0,
            1,
            0,
          )}"`,
        ) +
        rr(-22, -176, 44, 14, 5, `fill="${gold}"`) +
        `<path d="M -7 -176 L -7 -230 Q -11 -250 -7 -268 Q 0 -282 7 -268 Q 11 -250 7 -230 L 7 -176 Z" fill="${gold}"/>` +
        `<line x1="0" y1="-268" x2="0" y2="-228" stroke="#6d5422" stroke-width="2"/>`;
      break;
  }
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">${relief}${body}</g>`;
}

function tube(d: Defs, p: Pal, path: string, w: number): string {
  return (
    `<path d="${path}" fill="none" stroke="${p.deep}" stroke-width="${w + 6}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${path}" fill="none" stroke="${p.base}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${path}" fill="none" stroke="${p.hi}" stroke-width="${w * 0.25}" stroke-linecap="round" opacity="0.55" transform="translate(${-w * 0.15} ${-w * 0.22})"/>`
  );
}

function cableCoil(d: Defs, p: Pal, name: string): string {
  const kind = plugKind(name);
  const w = kind === 'banana' || kind === 'xlr' ? 24 : 18;
  const cx0 = 600;
  const cy0 = 610;
  let loops = '';
  let shadows = '';
  for (let i = 0; i < 6; i += 1) {
    const cx = cx0 - 20 + i * 8;
    const cy = cy0 - 12 + i * 5;
    const rx = 300 - i * 9;
    const ry = 132 - i * 4;
    const ell = `M ${cx - rx} ${cy} A ${rx} ${ry} 0 1 1 ${cx + rx} ${cy} A ${rx} ${ry} 0 1 1 ${cx - rx} ${cy} Z`;
    shadows += `<path d="${ell}" fill="none" stroke="#15171c" stroke-width="${w + 8}" opacity="0.16" transform="translate(6 ${w * 0.9})" filter="${d.blur(7)}"/>`;
    loops += tube(d, p, ell, w);
  }
  const tail1 = `M 470 ${cy0 + 118} C 470 840, 430 905, 340 905`;
  const tail2 = `M 745 ${cy0 + 126} C 745 850, 790 915, 860 915`;
  const dark = palette('#23262b');
  const plugs =
    kind === 'banana'
      ? plug(d, p, kind, 340, 905, -86, 0.72) +
        plug(d, dark, kind, 346, 930, -94, 0.72) +
        plug(d, p, kind, 860, 915, 88, 0.72) +
        plug(d, dark, kind, 856, 940, 96, 0.72)
      : plug(d, p, kind, 340, 905, -84, 0.8) + plug(d, p, kind, 860, 915, 86, 0.8);
  const plugShadow = (x: number, y: number, dir: number): string =>
    `<ellipse cx="${x + dir * 100}" cy="${y + 30}" rx="130" ry="16" fill="#15171c" opacity="0.2" filter="${d.blur(9)}"/>`;
  return (
    shadows +
    plugShadow(340, 905, -1) +
    plugShadow(860, 915, 1) +
    tube(d, p, tail1, w) +
    tube(d, p, tail2, w) +
    loops +
    rr(
      292,
      560,
      40,
      104,
      12,
      `fill="${d.lin(
        [
          [0, '#16171a'],
          [0.45, '#3d4047'],
          [1, '#16171a'],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    rr(300, 570, 24, 84, 6, `fill="${d.pattern(6, 6, '<rect width="6" height="3" fill="#000" opacity="0.25"/>')}"`) +
    plugs
  );
}

function cableDetail(d: Defs, p: Pal, name: string): string {
  const kind = plugKind(name);
  const w = kind === 'banana' || kind === 'xlr' ? 44 : 36;
  return (
    shadow(d, 600, 960, 420, 30, 0.25) +
    tube(d, p, 'M 80 1260 C 160 1060, 420 1000, 452 800', w) +
    tube(d, p, 'M 1120 1260 C 1040 1060, 780 1000, 748 800', w) +
    plug(d, p, kind, 452, 800, -14, 1.75) +
    plug(d, p, kind, 748, 800, 14, 1.75)
  );
}

// ---------------------------------------------------------------------------
// Stands
// ---------------------------------------------------------------------------

function speakerStand(d: Defs, p: Pal, cx: number, floor: number, s: number, withSpeaker: boolean): string {
  const top = floor - 560 * s;
  const col = d.lin(
    [
      [0, p.deep],
      [0.3, p.light],
      [0.55, p.base],
      [1, p.deep],
    ],
    0,
    0,
    1,
    0,
  );
  const spk = palette(p.isDark ? '#7a4a28' : '#2b2e33');
  const sw = 200 * s;
  const sh = 300 * s;
  return (
    shadow(d, cx, floor + 4, 150 * s, 14 * s) +
    [-90, 90]
      .map(
        (dx) =>
          `<path d="M ${cx + dx * s - 10 * s} ${floor - 20 * s} L ${cx + dx * s} ${floor + 4 * s} L ${cx + dx * s + 10 * s} ${floor - 20 * s} Z" fill="${metal(d, 'h', '#b7bac1')}"/>`,
      )
      .join('') +
    rr(
      cx - 120 * s,
      floor - 40 * s,
      240 * s,
      24 * s,
      6 * s,
      `fill="${d.lin([
        [0, p.light],
        [1, p.deep],
      ])}"`,
    ) +
    `<polygon points="${cx - 120 * s},${floor - 40 * s} ${cx + 120 * s},${floor - 40 * s} ${cx + 100 * s},${floor - 56 * s} ${cx - 100 * s},${floor - 56 * s}" fill="${p.hi}"/>` +
    rr(cx - 55 * s, top + 20 * s, 34 * s, 500 * s, 6 * s, `fill="${col}"`) +
    rr(cx + 21 * s, top + 20 * s, 34 * s, 500 * s, 6 * s, `fill="${col}"`) +
    rr(
      cx - 100 * s,
      top,
      200 * s,
      22 * s,
      5 * s,
      `fill="${d.lin([
        [0, p.light],
        [1, p.deep],
      ])}"`,
    ) +
    `<polygon points="${cx - 100 * s},${top} ${cx + 100 * s},${top} ${cx + 84 * s},${top - 14 * s} ${cx - 84 * s},${top - 14 * s}" fill="${p.hi}"/>` +
    (withSpeaker ? `<g transform="translate(${cx - sw / 2} ${top - 10 * s - sh})">${cabinetFront(d, spk, sw, sh, 'bookshelf')}</g>` : '')
  );
}

function headphoneStand(d: Defs, p: Pal, withPhones: boolean, s: number): string {
  const col = d.lin(
    [
      [0, p.deep],
      [0.3, p.hi],
      [0.55, p.base],
      [1, p.deep],
    ],
    0,
    0,
    1,
    0,
  );
  const phones = palette('#2a2c31');
  const cy = 940 - 700 * s;
  return (
    shadow(d, 600, 945, 200 * s, 20 * s) +
    `<path d="M ${600 - 170 * s} 930 L ${600 - 170 * s} ${930 - 26 * s} A ${170 * s} ${34 * s} 0 0 1 ${600 + 170 * s} ${930 - 26 * s} L ${600 + 170 * s} 930 A ${170 * s} ${34 * s} 0 0 1 ${600 - 170 * s} 930 Z" fill="${d.lin(
      [
        [0, p.dark],
        [0.4, p.light],
        [1, p.deep],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<ellipse cx="600" cy="${930 - 26 * s}" rx="${170 * s}" ry="${34 * s}" fill="${d.rad(
      [
        [0, p.hi],
        [1, p.base],
      ],
      0.4,
      0.3,
      0.8,
    )}"/>` +
    rr(600 - 16 * s, cy + 30 * s, 32 * s, 640 * s, 10 * s, `fill="${col}"`) +
    `<path d="M ${600 - 120 * s} ${cy + 60 * s} Q 600 ${cy - 40 * s} ${600 + 120 * s} ${cy + 60 * s}" fill="none" stroke="${col}" stroke-width="${30 * s}" stroke-linecap="round"/>` +
    `<path d="M ${600 - 100 * s} ${cy + 38 * s} Q 600 ${cy - 48 * s} ${600 + 100 * s} ${cy + 38 * s}" fill="none" stroke="#202226" stroke-width="${10 * s}" stroke-linecap="round" opacity="0.85"/>` +
    (withPhones
      ? `<g transform="translate(600 ${cy + 10}) scale(0.74) translate(-600 -190)">${headphonesFront(d, phones).replace(/<ellipse[^>]*filter[^>]*\/>/g, '')}</g>`
      : '')
  );
}

function standView(d: Defs, p: Pal, name: string, angle: 0 | 1): string {
  if (/headphone/i.test(name)) return angle === 0 ? headphoneStand(d, p, true, 1) : headphoneStand(d, p, false, 1.05);
  if (angle === 0) return speakerStand(d, p, 390, 930, 1, true) + speakerStand(d, p, 810, 930, 1, false);
  return speakerStand(d, p, 600, 950, 1.4, false);
}

// ---------------------------------------------------------------------------
// Turntable
// ---------------------------------------------------------------------------

function turntableTop(d: Defs, p: Pal, raised = false): string {
  let grooves = '';
  for (let r = 120; r <= 306; r += 5) {
    grooves += `<circle cx="520" cy="590" r="${r}" fill="none" stroke="${r % 35 === 0 ? '#3a3a3e' : '#000'}" stroke-width="${r % 35 === 0 ? 2.5 : 1}" opacity="${r % 35 === 0 ? 0.9 : 0.35}"/>`;
  }
  const label = p.isDark ? '#d9482b' : mix(p.base, '#d9482b', 0.65);
  const armMetal = metal(d, 'h', '#d0d3d8');
  return (
    rr(
      140,
      220,
      920,
      740,
      28,
      `fill="${d.lin(
        [
          [0, p.light],
          [0.5, p.base],
          [1, p.dark],
        ],
        0,
        0,
        1,
        1,
      )}"`,
    ) +
    rr(140, 220, 920, 740, 28, `fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="4"`) +
    `<circle cx="520" cy="590" r="344" fill="#000" opacity="0.35" filter="${d.blur(12)}"/>` +
    (raised
      ? `<circle cx="520" cy="640" r="336" fill="#000" opacity="0.3" filter="${d.blur(10)}"/><circle cx="520" cy="622" r="336" fill="${metal(d, 'h', '#8d9097')}"/>`
      : '') +
    `<circle cx="520" cy="590" r="336" fill="${metal(d, 'h', '#c9ccd2')}"/>` +
    `<circle cx="520" cy="590" r="318" fill="#101113"/>` +
    grooves +
    `<circle cx="520" cy="590" r="318" fill="${d.lin(
      [
        [0, '#fff', 0],
        [0.42, '#fff', 0],
        [0.5, '#fff', 0.16],
        [0.58, '#fff', 0],
        [1, '#fff', 0],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<circle cx="520" cy="590" r="108" fill="${d.rad([
      [0, lighten(label, 0.2)],
      [1, label],
    ])}"/>` +
    `<circle cx="520" cy="590" r="70" fill="none" stroke="#fff" stroke-width="2" opacity="0.5"/>` +
    `<text x="520" y="560" ${F} font-size="18" font-weight="bold" fill="#fff" text-anchor="middle" opacity="0.9">SWARA</text>` +
    `<text x="520" y="636" ${F} font-size="13" fill="#fff" text-anchor="middle" opacity="0.75">33 1/3 RPM</text>` +
    `<circle cx="520" cy="590" r="9" fill="${metal(d, 'h', '#e0e2e6')}"/>` +
    // tonearm
    `<circle cx="930" cy="330" r="62" fill="#000" opacity="0.3" filter="${d.blur(8)}"/>` +
    (raised ? `<circle cx="930" cy="365" r="58" fill="#141518"/><rect x="872" y="325" width="116" height="40" fill="#141518"/>` : '') +
    `<circle cx="930" cy="325" r="58" fill="${d.rad(
      [
        [0, '#5b5e66'],
        [1, '#1c1d21'],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>` +
    `<circle cx="930" cy="325" r="30" fill="${armMetal}"/>` +
    `<line x1="938" y1="332" x2="758" y2="772" stroke="#000" stroke-opacity="0.3" stroke-width="16" stroke-linecap="round" filter="${d.blur(5)}"/>` +
    `<line x1="930" y1="325" x2="750" y2="765" stroke="${armMetal}" stroke-width="13" stroke-linecap="round"/>` +
    `<line x1="934" y1="325" x2="754" y2="765" stroke="#fff" stroke-width="3" opacity="0.5"/>` +
    rr(955, 210, 46, 70, 14, `fill="${metal(d, 'h', '#8d9097')}" transform="rotate(22 978 245)"`) +
    `<g transform="translate(750 765) rotate(22)">` +
    rr(-24, -8, 48, 70, 6, `fill="#1d1e22"`) +
    rr(-16, 20, 32, 30, 4, `fill="${metal(d, 'h', '#d8b45c')}"`) +
    `<line x1="20" y1="10" x2="44" y2="30" stroke="${armMetal}" stroke-width="6" stroke-linecap="round"/>` +
    `</g>` +
    `<circle cx="1000" cy="700" r="16" fill="#1c1d21"/><circle cx="1000" cy="700" r="8" fill="${armMetal}"/>` +
    knob(d, 230, 890, 30, '#c9ccd2', -60) +
    `<circle cx="310" cy="890" r="16" fill="#1c1d21" stroke="${p.trim}" stroke-width="4"/>` +
    logo(990, 890, 1, p.isLight ? p.deep : p.hi, 0.7)
  );
}

function turntableAngled(d: Defs, p: Pal): string {
  const sy = 0.44;
  const cy = 640;
  // plinth top spans y 220..960 in top view -> (220-770)*sy .. (960-770)*sy around cy
  const frontTop = cy + (960 - 770) * sy - 14;
  return (
    shadow(d, 600, frontTop + 120, 500, 30) +
    [210, 990].map((x) => rr(x - 40, frontTop + 90, 80, 30, 10, `fill="#141517"`)).join('') +
    rr(
      140,
      frontTop,
      920,
      104,
      20,
      `fill="${d.lin([
        [0, p.base],
        [1, p.deep],
      ])}"`,
    ) +
    rr(
      140,
      frontTop,
      920,
      104,
      20,
      `fill="${d.lin(
        [
          [0, '#000', 0.2],
          [0.1, '#fff', 0.1],
          [0.5, '#fff', 0],
          [1, '#000', 0.25],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    rr(150, frontTop + 40, 900, 3, 1, `fill="#000" opacity="0.15"`) +
    `<g transform="translate(0 ${cy}) scale(1 ${sy}) translate(0 -770)">${turntableTop(d, p, true)}</g>`
  );
}

// ---------------------------------------------------------------------------
// Scene composition
// ---------------------------------------------------------------------------

function drawKind(d: Defs, art: ArtKind, p: Pal, name: string, view: 0 | 1, lifestyle = false): string {
  switch (art) {
    case 'headphones':
      return view === 0 ? headphonesFront(d, p) : headphonesSide(d, p);
    case 'earbuds':
      return view === 0 ? earbudsFront(d, p) : earbudsDetail(d, p);
    case 'speaker':
      return view === 0 ? speakerFront(d, p, name) : speakerAngle(d, p, name);
    case 'soundbar':
      return view === 0 ? soundbarFront(d, p) : soundbarAngle(d, p);
    case 'amplifier':
      return view === 0 ? amplifierFront(d, p) : amplifierAngle(d, p);
    case 'dac':
      return view === 0 ? dacFront(d, p) : dacAngle(d, p);
    case 'microphone':
      return microphoneView(d, p, name, view, lifestyle);
    case 'cable':
      return view === 0 ? cableCoil(d, p, name) : cableDetail(d, p, name);
    case 'stand':
      return standView(d, p, name, view);
    case 'turntable':
      return view === 0 ? turntableAngled(d, p) : `${shadow(d, 600, 960, 470, 24, 0.25)}${turntableTop(d, p)}`;
    default:
      return '';
  }
}

function studioBackground(d: Defs, tint: string | null): string {
  const top = tint ? mix('#f7f8fa', tint, 0.07) : '#f8f9fb';
  const bottom = tint ? mix('#e3e6ec', tint, 0.1) : '#e4e7ed';
  return (
    `<rect width="1200" height="1200" fill="${d.lin([
      [0, top],
      [0.62, mix(top, bottom, 0.5)],
      [1, bottom],
    ])}"/>` +
    `<ellipse cx="600" cy="540" rx="660" ry="570" fill="${d.rad([
      [0, '#ffffff', 0.75],
      [0.6, '#ffffff', 0.55],
      [1, '#ffffff', 0],
    ])}"/>` +
    `<rect width="1200" height="1200" fill="${d.rad(
      [
        [0, '#000', 0],
        [0.75, '#000', 0],
        [1, '#000', 0.08],
      ],
      0.5,
      0.45,
      0.75,
    )}"/>`
  );
}

function lifestyleScene(d: Defs, p: Pal, art: ArtKind, name: string): string {
  const wall = mix('#efe7dc', p.base, 0.1);
  const wood = d.lin([
    [0, '#b98a5e'],
    [0.35, '#a2744a'],
    [1, '#7c5533'],
  ]);
  const grain = d.pattern(
    240,
    40,
    `<path d="M 0 10 Q 60 4 120 12 T 240 10" fill="none" stroke="#5e3d22" stroke-width="1.5" opacity="0.22"/><path d="M 0 28 Q 80 34 160 26 T 240 30" fill="none" stroke="#f3d6b0" stroke-width="1.2" opacity="0.18"/>`,
  );
  const leaf = (x: number, y: number, r: number, len: number, c: string): string =>
    `<path d="M ${x} ${y} q ${len * 0.22} ${-len * 0.5} 0 ${-len} q ${-len * 0.22} ${len * 0.5} 0 ${len} Z" fill="${c}" transform="rotate(${r} ${x} ${y})"/>`;
  const plant =
    `<g>` +
    leaf(1060, 830, -38, 260, '#3f7d4a') +
    leaf(1060, 830, -12, 300, '#4f9159') +
    leaf(1060, 830, 14, 280, '#3a7444') +
    leaf(1060, 830, 36, 230, '#5aa064') +
    leaf(1060, 830, -62, 190, '#467f4f') +
    `<path d="M 990 820 L 1130 820 L 1112 960 Q 1060 975 1008 960 Z" fill="${d.lin(
      [
        [0, '#e9e4dc'],
        [0.5, '#fbf8f3'],
        [1, '#c9c2b7'],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<ellipse cx="1060" cy="820" rx="70" ry="12" fill="#d8d1c6"/>` +
    `</g>`;
  const frame =
    `<rect x="118" y="148" width="264" height="334" fill="#000" opacity="0.18" filter="${d.blur(10)}"/>` +
    `<rect x="110" y="136" width="264" height="334" fill="#f9f7f3" stroke="#3b3026" stroke-width="10"/>` +
    `<rect x="140" y="166" width="204" height="274" fill="${mix(p.base, '#f5efe6', 0.75)}"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<path d="M 150 ${240 + i * 34} q 23 ${-24 + i * 4} 46 0 t 46 0 t 46 0 t 46 0" fill="none" stroke="${mix(p.base, '#3b3026', 0.3)}" stroke-width="${5 - i * 0.6}" opacity="${0.85 - i * 0.12}"/>`,
      )
      .join('');
  const light = `<ellipse cx="820" cy="250" rx="500" ry="380" fill="${d.rad([
    [0, '#fff5e0', 0.55],
    [0.55, '#fff5e0', 0.35],
    [1, '#fff5e0', 0],
  ])}"/>`;
  const product = drawKind(d, art, p, name, 0, true);
  return (
    `<rect width="1200" height="1200" fill="${d.lin([
      [0, lighten(wall, 0.25)],
      [1, darken(wall, 0.06)],
    ])}"/>` +
    light +
    frame +
    `<rect x="0" y="900" width="1200" height="300" fill="${wood}"/>` +
    `<rect x="0" y="900" width="1200" height="300" fill="${grain}"/>` +
    `<rect x="0" y="900" width="1200" height="8" fill="#d4a97c" opacity="0.8"/>` +
    `<rect x="0" y="900" width="1200" height="60" fill="${d.lin([
      [0, '#000', 0.18],
      [1, '#000', 0],
    ])}"/>` +
    plant +
    `<g transform="translate(560 1010) scale(0.72) translate(-600 -930)">${product}</g>`
  );
}

function svgDoc(w: number, h: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs.toString()}${body}</svg>`;
}

/** Builds the SVG for a product image; exported for debugging/tests. */
export function productSvg(p: { art: ArtKind; colour: string; name: string }, angle: 0 | 1 | 2): string {
  const d = new Defs('a');
  const pal = palette(p.colour);
  let body: string;
  if (angle === 2) {
    body = lifestyleScene(d, pal, p.art, p.name);
  } else {
    body = studioBackground(d, angle === 1 ? pal.base : null) + drawKind(d, p.art, pal, p.name, angle);
  }
  return svgDoc(1200, 1200, d, body);
}

export async function renderProductImage(p: { art: ArtKind; colour: string; name: string }, angle: 0 | 1 | 2): Promise<Buffer> {
  const svg = productSvg(p, angle);
  // Drawn on a 1200 canvas, rasterised at 800 px: sharp enough for the 640 px variants, and quick to seed.
  return sharp(Buffer.from(svg), { density: 48 }).resize(800, 800).png({ compressionLevel: 1 }).toBuffer();
}

// ---------------------------------------------------------------------------
// Banners
// ---------------------------------------------------------------------------

const BANNER_ART_COLOUR: Record<ArtKind, string> = {
  headphones: '#f4f1ec',
  earbuds: '#f4f4f2',
  speaker: '#ee7a2a',
  soundbar: '#23262b',
  amplifier: '#c9ccd2',
  microphone: '#2a2d33',
  cable: '#e9edf2',
  stand: '#23262b',
  dac: '#23262b',
  turntable: '#7a4a28',
};

const BANNER_ART_NAME: Partial<Record<ArtKind, string>> = {
  speaker: 'Portable Bluetooth Speaker',
  microphone: 'Studio Condenser Microphone',
  cable: 'HDMI cable',
  stand: 'Speaker Stands',
};

const textWidthCache = new Map<string, number>();

/** Measures rendered text width (px) with the same font stack via pango. */
async function measureText(text: string, size: number, bold: boolean): Promise<number> {
  const key = `${size}|${bold ? 'b' : 'n'}|${text}`;
  const hit = textWidthCache.get(key);
  if (hit !== undefined) return hit;
  let width: number;
  try {
    const markup = `<span font_family="DejaVu Sans" font_weight="${bold ? 'bold' : 'normal'}" size="${Math.round(size * 1024)}">${esc(text)}</span>`;
    const { info } = await sharp({ text: { text: markup, dpi: 72, rgba: true } })
      .png()
      .toBuffer({ resolveWithObject: true });
    width = info.width;
  } catch {
    width = text.length * size * (bold ? 0.66 : 0.56);
  }
  textWidthCache.set(key, width);
  return width;
}

/** Greedy word wrap on measured widths; ' - ' in the text forces a break. */
async function wrap(text: string, size: number, maxWidth: number, bold: boolean): Promise<string[]> {
  const lines: string[] = [];
  for (const segment of text.split(/\s+[-\u2013\u2014]\s+/)) {
    const seg: string[] = [];
    let cur = '';
    for (const w of segment.split(/\s+/).filter(Boolean)) {
      const next = cur ? `${cur} ${w}` : w;
      if (cur && (await measureText(next, size, bold)) > maxWidth) {
        seg.push(cur);
        cur = w;
      } else {
        cur = next;
      }
    }
    if (cur) seg.push(cur);
    // Avoid a short orphan last line: pull words down while it stays balanced.
    while (seg.length >= 2) {
      const last = seg[seg.length - 1] ?? '';
      const prevWords = (seg[seg.length - 2] ?? '').split(' ');
      if (prevWords.length < 2 || (await measureText(last, size, bold)) > maxWidth * 0.45) break;
      const moved = `${prevWords.pop() ?? ''} ${last}`;
      const prev = prevWords.join(' ');
      if ((await measureText(moved, size, bold)) > maxWidth || (await measureText(moved, size, bold)) > (await measureText(prev, size, bold)) * 1.15) break;
      seg[seg.length - 2] = prev;
      seg[seg.length - 1] = moved;
    }
    lines.push(...seg);
  }
  return lines;
}

/** Builds the SVG for a hero banner; exported for debugging/tests. */
export async function bannerSvg(b: DemoBanner): Promise<string> {
  const d = new Defs('b');
  const W = 1600;
  const H = 600;
  const from = toHex(parseHex(b.from));
  const to = toHex(parseHex(b.to));
  const maxW = 800;
  // Headline: shrink until it fits in 3 lines and within the text column.
  let hs = 68;
  let head = await wrap(b.headline, hs, maxW, true);
  while (hs > 40) {
    const widest = Math.max(...(await Promise.all(head.map((l) => measureText(l, hs, true)))));
    if (head.length <= 3 && widest <= maxW) break;
    hs -= 4;
    head = await wrap(b.headline, hs, maxW, true);
  }
  head = head.slice(0, 3);
  const ss = 27;
  const sub = (await wrap(b.subline, ss, 740, false)).slice(0, 3);
  const blockH = 30 + head.length * hs * 1.1 + 18 + sub.length * ss * 1.4 + 30 + 58;
  let y = (H - blockH) / 2 + 18;
  let text = `<text x="100" y="${y}" ${F} font-size="18" font-weight="bold" letter-spacing="4" fill="#fff" opacity="0.85">SWARA AUDIO</text>`;
  y += 12 + hs * 0.95;
  for (const line of head) {
    text += `<text x="98" y="${y}" ${F} font-size="${hs}" font-weight="bold" fill="#fff">${esc(line)}</text>`;
    y += hs * 1.1;
  }
  y += 4 - hs * 0.16 + ss * 0.3;
  for (const line of sub) {
    text += `<text x="100" y="${y}" ${F} font-size="${ss}" fill="#fff" opacity="0.92">${esc(line)}</text>`;
    y += ss * 1.4;
  }
  y += 30 - ss * 0.9;
  text +=
    `<rect x="100" y="${y + 4}" width="214" height="58" rx="29" fill="#000" opacity="0.18" filter="${d.blur(6)}"/>` +
    `<rect x="100" y="${y}" width="214" height="58" rx="29" fill="#fff"/>` +
    `<text x="207" y="${y + 37}" ${F} font-size="22" font-weight="bold" fill="${darken(from, 0.1)}" text-anchor="middle">Shop now \u2192</text>`;

  const art = drawKind(d, b.art, palette(BANNER_ART_COLOUR[b.art]), BANNER_ART_NAME[b.art] ?? '', 0);
  const bg =
    `<rect width="${W}" height="${H}" fill="${d.lin(
      [
        [0, from],
        [1, to],
      ],
      0,
      0,
      1,
      0.4,
    )}"/>` +
    `<circle cx="1250" cy="300" r="330" fill="#fff" opacity="0.10"/>` +
    `<circle cx="1250" cy="300" r="250" fill="#fff" opacity="0.10"/>` +
    `<circle cx="1250" cy="300" r="260" fill="#fff" opacity="0.35" filter="${d.blur(70)}"/>` +
    `<circle cx="1530" cy="40" r="140" fill="none" stroke="#fff" stroke-width="2" opacity="0.18"/>` +
    `<circle cx="880" cy="610" r="120" fill="none" stroke="#fff" stroke-width="2" opacity="0.14"/>` +
    `<rect width="${W}" height="${H}" fill="${d.lin(
      [
        [0, '#000', 0.22],
        [0.55, '#000', 0],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
  const artG = `<g transform="translate(1250 305) scale(0.52) translate(-600 -620)">${art}</g>`;
  return svgDoc(W, H, d, bg + artG + text);
}

export async function renderBannerImage(b: DemoBanner): Promise<Buffer> {
  const svg = await bannerSvg(b);
  return sharp(Buffer.from(svg), { density: 72 }).resize(1600, 600).png({ compressionLevel: 1 }).toBuffer();
}

// ---------------------------------------------------------------------------
// Brand logos
// ---------------------------------------------------------------------------

/**
 * A brand's logo as a drawing: a rounded mark with its initials and a sound wave, then its name.
 * 480 x 160, drawn by the browser at any size (text in the system's sans-serif).
 */
export function brandLogoSvg(name: string, colour: string, accent: string): string {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const fg = luminance(colour) > 0.45 ? '#1d1f24' : '#ffffff';
  const wordmark = name.length > 12 ? 28 : 44;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">` +
    `<rect width="480" height="160" fill="#ffffff"/>` +
    `<rect x="16" y="16" width="128" height="128" rx="32" fill="${toHex(parseHex(colour))}"/>` +
    `<path d="M 36 112 q 9 -14 18 0 t 18 0 t 18 0 t 18 0 t 18 0" fill="none" stroke="${toHex(parseHex(accent))}" stroke-width="5" stroke-linecap="round"/>` +
    `<text x="80" y="88" font-family="system-ui, 'DejaVu Sans', sans-serif" font-size="48" font-weight="700" fill="${fg}" text-anchor="middle">${esc(initials)}</text>` +
    `<text x="164" y="96" font-family="system-ui, 'DejaVu Sans', sans-serif" font-size="${wordmark}" font-weight="700" fill="#1d1f24">${esc(name)}</text>` +
    `</svg>`
  );
}
