// The explainer's drawing: `drawFrame(t)` returns the whole picture at `t` seconds as one SVG
// document. It is a pure function of time (no randomness, no clock), so a frame can be redrawn alone
// (`node scripts/video/make-explainer.mjs --still 26`) and every run gives the same pictures.
//
// The frames hold no words to translate: only code identifiers, file names, URLs and versions. The
// narration is in the captions (timeline.mjs). The bottom strip of the frame (below y = 590) stays
// empty so the captions never cover a label.
import { HEIGHT, WIDTH } from './timeline.mjs';

const COLOR = {
  bg: '#0b1122',
  bgGlow: '#14204a',
  panel: '#131c35',
  panelStroke: '#2a3a66',
  bar: '#1a2545',
  well: '#0e1530',
  text: '#e8edf7',
  muted: '#8d9bbd',
  faint: '#34446f',
  consumer: '#5aa2ff',
  producer: '#3ddc97',
  gold: '#fbbf24',
  keyword: '#c792ea',
  string: '#a8e39a',
  buttonFrom: '#8b5cf6',
  buttonTo: '#ec4899',
};
const MONO = "'DejaVu Sans Mono', 'Liberation Mono', monospace";
/** DejaVu Sans Mono advances 0.602 em per character. */
const monoWidth = (text, size) => text.length * size * 0.602;

// ── Time helpers ─────────────────────────────────────────────────────────────────────────────────
const clamp01 = (x) => Math.min(1, Math.max(0, x));
const easeInOut = (x) => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);
const easeOut = (x) => 1 - (1 - x) ** 3;
/** 0 before `a`, 1 after `b`, eased in between. */
const between = (t, a, b) => easeInOut(clamp01((t - a) / (b - a)));
const lerp = (a, b, k) => a + (b - a) * k;
/** Opacity of a thing that fades in from `a` (over `d` s) and, if `b` is given, out from `b`. */
const shown = (t, a, d = 0.5, b = Infinity, d2 = d) => Math.min(between(t, a, a + d), b === Infinity ? 1 : 1 - between(t, b, b + d2));
/** 0…1 through a one-off effect (a pulse, a flash) running from `a` for `d` s, else null. */
const during = (t, a, d) => (t >= a && t <= a + d ? (t - a) / d : null);
/** A hump: 0 at both ends of [a, a + d], 1 in the middle. */
const hump = (t, a, d) => {
  const k = during(t, a, d);
  return k === null ? 0 : Math.sin(Math.PI * k);
};

// ── Drawing helpers ──────────────────────────────────────────────────────────────────────────────
const esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const num = (value) => Math.round(value * 100) / 100;

function text(x, y, content, { size = 18, fill = COLOR.text, weight = 400, anchor = 'start', opacity = 1 } = {}) {
  if (opacity <= 0) return '';
  return `<text x="${num(x)}" y="${num(y)}" font-family="${MONO}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${opacity < 1 ? ` opacity="${num(opacity)}"` : ''}>${esc(content)}</text>`;
}

/** Text in several colours on one line: `parts` is a list of [text, colour]. */
function spans(x, y, parts, { size = 20, weight = 400, opacity = 1 } = {}) {
  if (opacity <= 0) return '';
  const body = parts.map(([content, fill]) => `<tspan fill="${fill}">${esc(content)}</tspan>`).join('');
  return `<text x="${num(x)}" y="${num(y)}" font-family="${MONO}" font-size="${size}" font-weight="${weight}" xml:space="preserve"${opacity < 1 ? ` opacity="${num(opacity)}"` : ''}>${body}</text>`;
}

function group(content, { opacity = 1, dx = 0, dy = 0, scale = 1, cx = 0, cy = 0 } = {}) {
  if (opacity <= 0.001 || !content) return '';
  const transforms = [];
  if (dx || dy) transforms.push(`translate(${num(dx)} ${num(dy)})`);
  if (scale !== 1) transforms.push(`translate(${num(cx)} ${num(cy)}) scale(${num(scale)}) translate(${num(-cx)} ${num(-cy)})`);
  const attributes = `${transforms.length ? ` transform="${transforms.join(' ')}"` : ''}${opacity < 1 ? ` opacity="${num(opacity)}"` : ''}`;
  return attributes ? `<g${attributes}>${content}</g>` : content;
}

/** A package: an isometric cube outline centred on (cx, cy). */
function cubeIcon(cx, cy, r, stroke) {
  const points = [-90, -30, 30, 90, 150, 210].map((deg) => [cx + r * Math.cos((deg * Math.PI) / 180), cy + r * Math.sin((deg * Math.PI) / 180)]);
  const outline = points.map(([x, y], i) => `${i ? 'L' : 'M'}${num(x)} ${num(y)}`).join(' ');
  const inner = [points[1], points[3], points[5]].map(([x, y]) => `M${num(cx)} ${num(cy)} L${num(x)} ${num(y)}`).join(' ');
  return `<path d="${outline} Z ${inner}" fill="none" stroke="${stroke}" stroke-width="2" stroke-linejoin="round"/>`;
}

/** A file: a page with a folded corner, top-left at (x, y). */
function fileIcon(x, y, stroke) {
  return `<path d="M${x} ${y} h10 l6 6 v16 h-16 Z M${x + 10} ${y} v6 h6" fill="none" stroke="${stroke}" stroke-width="2" stroke-linejoin="round"/>`;
}

function checkBadge(cx, cy, r, fill) {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${r}" fill="${fill}"/><path d="M${num(cx - r * 0.45)} ${num(cy)} l${num(r * 0.3)} ${num(r * 0.32)} l${num(r * 0.58)} ${num(-r * 0.64)}" fill="none" stroke="${COLOR.bg}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** An expanding ring around a rounded box, for a pulse running from `a` for `d` s. */
function pulseRing(t, a, d, x, y, w, h, rx, color) {
  const k = during(t, a, d);
  if (k === null) return '';
  const grow = 14 * easeOut(k);
  return `<rect x="${num(x - grow)}" y="${num(y - grow)}" width="${num(w + 2 * grow)}" height="${num(h + 2 * grow)}" rx="${num(rx + grow)}" fill="none" stroke="${color}" stroke-width="3" opacity="${num(1 - k)}"/>`;
}

/** A package chip such as `react@19.1.0`. */
function packageChip(x, y, w, label, color, { ring = 0, glow = 0 } = {}) {
  const h = 36;
  return [
    glow > 0 ? `<rect x="${x - 4}" y="${y - 4}" width="${w + 8}" height="${h + 8}" rx="22" fill="${color}" opacity="${num(0.25 * glow)}"/>` : '',
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${COLOR.well}" stroke="${color}" stroke-width="2"/>`,
    ring > 0 ? `<rect x="${x - 3}" y="${y - 3}" width="${w + 6}" height="${h + 6}" rx="21" fill="none" stroke="${COLOR.gold}" stroke-width="3" opacity="${num(ring)}"/>` : '',
    cubeIcon(x + 22, y + h / 2, 10, color),
    text(x + 42, y + 25, label, { size: 19 }),
  ].join('');
}

/** The component the producer exposes: a rounded button with an icon and a bar for its label. */
function buttonArt(x, y, { pressed = 0 } = {}) {
  const w = 170;
  const h = 56;
  const inset = 3 * pressed;
  return [
    `<rect x="${num(x + inset)}" y="${num(y + inset)}" width="${num(w - 2 * inset)}" height="${num(h - 2 * inset)}" rx="${num(h / 2 - inset)}" fill="url(#button-fill)"/>`,
    `<circle cx="${x + 32}" cy="${y + h / 2}" r="11" fill="none" stroke="#fff" stroke-width="3"/>`,
    `<path d="M${x + 27} ${y + h / 2} h10 M${x + 32} ${y + h / 2 - 5} v10" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`,
    `<rect x="${x + 56}" y="${y + h / 2 - 6}" width="90" height="12" rx="6" fill="#fff" opacity="0.9"/>`,
  ].join('');
}

/** A browser-like window with a name tag above it and its URL in the title bar. */
function appWindow(x, y, w, h, { tag, url, accent }) {
  return [
    text(x, y - 16, tag, { size: 24, weight: 700, fill: accent }),
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${COLOR.panel}" stroke="${accent}" stroke-opacity="0.55" stroke-width="2"/>`,
    `<path d="M${x + 1} ${y + 40} V${y + 14} a13 13 0 0 1 13 -13 H${x + w - 14} a13 13 0 0 1 13 13 V${y + 40} Z" fill="${COLOR.bar}"/>`,
    `<line x1="${x}" y1="${y + 40}" x2="${x + w}" y2="${y + 40}" stroke="${COLOR.panelStroke}" stroke-width="2"/>`,
    ...[0, 1, 2].map((i) => `<circle cx="${x + 22 + i * 16}" cy="${y + 20}" r="5" fill="${COLOR.faint}"/>`),
    `<rect x="${x + 80}" y="${y + 8}" width="${num(monoWidth(url, 17) + 28)}" height="24" rx="12" fill="${COLOR.well}"/>`,
    text(x + 94, y + 26, url, { size: 17, fill: COLOR.muted }),
  ].join('');
}

/** A file on the move between the apps: a pill with a file (or package) icon and its name. */
function packet(cx, cy, label, color, { icon = 'file' } = {}) {
  const w = monoWidth(label, 17) + 52;
  const x = cx - w / 2;
  return [
    `<rect x="${num(x)}" y="${num(cy - 17)}" width="${num(w)}" height="34" rx="17" fill="${COLOR.well}" stroke="${color}" stroke-width="2"/>`,
    icon === 'file' ? fileIcon(num(x + 14), num(cy - 11), color) : cubeIcon(x + 24, cy, 9, color),
    text(x + 40, cy + 6, label, { size: 17 }),
  ].join('');
}

// ── The layout (all coordinates in the 1280 × 720 frame) ─────────────────────────────────────────
const CONSUMER = { x: 40, y: 64, w: 450, h: 320 };
const PRODUCER = { x: 790, y: 64, w: 450, h: 320 };
const LANE = { request: 176, response: 220, left: 490, right: 790 };
const CONSUMER_CHIP = { x: 288, y: 112, w: 186 };
const PRODUCER_CHIP = { x: 1040, y: 112, w: 186 };
const SLOT = { x: 64, y: 172, w: 200, h: 66 };
const CONTAINER = { x: 282, y: 172, w: 192, h: 66 };
const STRIP = { x: 56, y: 296, w: 418, h: 76 };
const FILES = ['mf-manifest.json', 'remoteEntry.js', '__federation_expose_Button.js'];
const FILE_ROW = (i) => ({ x: 806, y: 160 + 36 * i, w: 418, h: 32 });
const EXPOSE = { x: 806, y: 282, w: 418, h: 90 };
const SCOPE = { x: 300, y: 400, w: 680, h: 190 };
const CARD = { w: 260, h: 86, y: 452, left: 332, right: 688 };
const MANIFEST = { x: 492, y: 244, w: 296, h: 130 };

/** What the consumer's runtime is doing, shown in its strip: [from time, call]. */
const CALLS = [
  [7.1, "loadShare('react')"],
  [8.6, "initializeSharing('default')"],
  [11.4, "fetch('…/mf-manifest.json')"],
  [19.7, "loadScript('…/remoteEntry.js')"],
  [22.4, 'container.init(shareScope)'],
  [24.2, "loadShare('react')"],
  [26.6, "loadShare('react') → 19.3.1"],
  [33.4, "loadRemote('provider/Button')"],
  [34.4, "container.get('./Button')"],
  [38.2, "loadShare('react') → 19.3.1"],
  [40.4, ''],
];

function currentCall(t) {
  let index = -1;
  for (let i = 0; i < CALLS.length; i++) if (t >= CALLS[i][0]) index = i;
  if (index === -1) return { label: '', opacity: 0 };
  const [since, label] = CALLS[index];
  // A new call fades in over 0.25 s; the previous one is simply replaced.
  return { label, opacity: clamp01((t - since) / 0.25) };
}

// ── The parts of the picture ─────────────────────────────────────────────────────────────────────
function background() {
  return [
    `<defs>`,
    `<radialGradient id="bg-glow" cx="50%" cy="38%" r="65%"><stop offset="0" stop-color="${COLOR.bgGlow}"/><stop offset="1" stop-color="${COLOR.bg}"/></radialGradient>`,
    `<linearGradient id="button-fill" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLOR.buttonFrom}"/><stop offset="1" stop-color="${COLOR.buttonTo}"/></linearGradient>`,
    `</defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg-glow)"/>`,
  ].join('');
}

function consumer(t) {
  const { x, y, w, h } = CONSUMER;
  const appearing = between(t, 0, 0.9);
  const parts = [appWindow(x, y, w, h, { tag: 'consumer', url: 'localhost:3000', accent: COLOR.consumer })];
  // The page: a heading and a line of text, drawn as bars.
  parts.push(`<rect x="64" y="120" width="160" height="16" rx="8" fill="${COLOR.faint}"/>`);
  parts.push(`<rect x="64" y="146" width="200" height="10" rx="5" fill="${COLOR.faint}" opacity="0.6"/>`);

  // The slot where the producer's Button will render.
  const rendered = between(t, 40.6, 41.5);
  parts.push(
    `<rect x="${SLOT.x}" y="${SLOT.y}" width="${SLOT.w}" height="${SLOT.h}" rx="14" fill="none" stroke="${rendered > 0.5 ? COLOR.producer : COLOR.faint}" stroke-width="2" stroke-dasharray="${rendered > 0.5 ? 'none' : '7 6'}"/>`,
  );

  // The react package: 19.1.0 of its own, then the shared 19.3.1 once that copy has arrived.
  const swapped = between(t, 31.1, 31.7);
  const chipGlow = hump(t, 5.0, 1.6) + hump(t, 39.0, 1.2);
  parts.push(group(packageChip(CONSUMER_CHIP.x, CONSUMER_CHIP.y, CONSUMER_CHIP.w, 'react@19.1.0', COLOR.consumer, { glow: chipGlow }), { opacity: shown(t, 1.8, 0.6) * (1 - swapped) }));
  parts.push(group(packageChip(CONSUMER_CHIP.x, CONSUMER_CHIP.y, CONSUMER_CHIP.w, 'react@19.3.1', COLOR.producer, { ring: 1, glow: chipGlow }), { opacity: swapped }));
  parts.push(pulseRing(t, 31.5, 0.8, CONSUMER_CHIP.x, CONSUMER_CHIP.y, CONSUMER_CHIP.w, 36, 18, COLOR.gold));
  parts.push(pulseRing(t, 39.0, 0.9, CONSUMER_CHIP.x, CONSUMER_CHIP.y, CONSUMER_CHIP.w, 36, 18, COLOR.producer));

  // The producer's container, once its remote entry has run.
  const containerIn = shown(t, 22.0, 0.5);
  if (containerIn > 0) {
    const initFlash = hump(t, 22.4, 0.9);
    const getFlash = hump(t, 34.3, 0.9);
    const pill = (px, label, flash) =>
      `<rect x="${px}" y="${CONTAINER.y + 34}" width="74" height="24" rx="12" fill="${flash > 0 ? COLOR.producer : COLOR.well}" fill-opacity="${num(0.25 + 0.75 * flash)}" stroke="${COLOR.producer}" stroke-width="1.5"/>` +
      text(px + 37, CONTAINER.y + 51, label, { size: 16, anchor: 'middle', fill: flash > 0.5 ? COLOR.bg : COLOR.text });
    parts.push(
      group(
        [
          `<rect x="${CONTAINER.x}" y="${CONTAINER.y}" width="${CONTAINER.w}" height="${CONTAINER.h}" rx="12" fill="${COLOR.well}" stroke="${COLOR.producer}" stroke-width="2"/>`,
          text(CONTAINER.x + 14, CONTAINER.y + 24, 'provider', { size: 16, fill: COLOR.producer, weight: 700 }),
          pill(CONTAINER.x + 14, 'init', initFlash),
          pill(CONTAINER.x + 100, 'get', getFlash),
        ].join(''),
        { opacity: containerIn, scale: lerp(0.85, 1, containerIn), cx: CONTAINER.x + CONTAINER.w / 2, cy: CONTAINER.y + CONTAINER.h / 2 },
      ),
    );
  }

  // The import in the page's code, typed out.
  const code = "import('provider/Button')";
  const typed = Math.round(code.length * clamp01((t - 32.4) / 1.0));
  if (typed > 0) {
    const shownCode = code.slice(0, typed);
    const keyword = shownCode.slice(0, 6);
    const rest = shownCode.slice(6);
    const stringStart = rest.indexOf("'");
    const parts2 = [[keyword, COLOR.keyword]];
    if (stringStart === -1) parts2.push([rest, COLOR.text]);
    else {
      const stringEnd = rest.indexOf("'", stringStart + 1);
      const end = stringEnd === -1 ? rest.length : stringEnd + 1;
      parts2.push([rest.slice(0, stringStart), COLOR.text], [rest.slice(stringStart, end), COLOR.string], [rest.slice(end), COLOR.text]);
    }
    parts.push(spans(64, 278, parts2, { size: 20 }));
    if (t < 33.6 && Math.floor(t * 3) % 2 === 0) parts.push(`<rect x="${num(64 + monoWidth(shownCode, 20) + 2)}" y="261" width="2" height="22" fill="${COLOR.text}"/>`);
  }

  // The runtime strip: the package, a status light and the call it is making.
  const active = between(t, 7.0, 7.4);
  const call = currentCall(t);
  parts.push(`<rect x="${STRIP.x}" y="${STRIP.y}" width="${STRIP.w}" height="${STRIP.h}" rx="12" fill="${COLOR.well}" stroke="${COLOR.panelStroke}" stroke-width="2"/>`);
  parts.push(text(STRIP.x + 16, STRIP.y + 27, '@module-federation/runtime', { size: 16, fill: COLOR.muted }));
  parts.push(`<circle cx="${STRIP.x + STRIP.w - 20}" cy="${STRIP.y + 21}" r="6" fill="${call.label ? COLOR.producer : COLOR.faint}" opacity="${num(call.label ? 0.55 + 0.45 * active : 1)}"/>`);
  if (call.label) parts.push(text(STRIP.x + 16, STRIP.y + 59, call.label, { size: 20, opacity: call.opacity }));

  // The exposed module, loaded but not rendered yet: its file in the slot.
  const loaded = shown(t, 37.5, 0.4) * (1 - rendered);
  if (loaded > 0) {
    parts.push(group(fileIcon(SLOT.x + 22, SLOT.y + 22, COLOR.producer) + spans(SLOT.x + 50, SLOT.y + 40, [["'./Button'", COLOR.string]], { size: 18 }), { opacity: loaded }));
  }

  // The producer's Button, rendered in the slot; then a click.
  if (rendered > 0) {
    const pressed = hump(t, 43.0, 0.35);
    parts.push(group(buttonArt(SLOT.x + 15, SLOT.y + 5, { pressed }), { opacity: rendered, scale: lerp(0.9, 1, rendered), cx: SLOT.x + SLOT.w / 2, cy: SLOT.y + SLOT.h / 2 }));
    const ripple = during(t, 43.0, 0.9);
    if (ripple !== null) parts.push(`<circle cx="${SLOT.x + 100}" cy="${SLOT.y + 33}" r="${num(10 + 50 * easeOut(ripple))}" fill="none" stroke="#fff" stroke-width="3" opacity="${num(0.8 * (1 - ripple))}"/>`);
    // The click counts: a badge with 1 on the button's corner.
    const badgeIn = between(t, 43.1, 43.3);
    parts.push(
      group(
        `<circle cx="${SLOT.x + SLOT.w - 8}" cy="${SLOT.y + 6}" r="14" fill="${COLOR.gold}"/>` +
          text(SLOT.x + SLOT.w - 8, SLOT.y + 12, '1', { size: 17, weight: 700, fill: COLOR.bg, anchor: 'middle' }),
        { opacity: badgeIn, scale: lerp(0.4, 1, badgeIn) + 0.2 * hump(t, 43.2, 0.4), cx: SLOT.x + SLOT.w - 8, cy: SLOT.y + 6 },
      ),
    );
  }

  return group(parts.join(''), { opacity: appearing, dy: 16 * (1 - appearing) });
}

function producer(t) {
  const { x, y, w, h } = PRODUCER;
  const appearing = between(t, 0.5, 1.4);
  const parts = [appWindow(x, y, w, h, { tag: 'provider', url: 'localhost:3001', accent: COLOR.producer })];

  // The react package this build ships; it turns gold when its version wins.
  const wins = between(t, 26.4, 27.0);
  const chipGlow = hump(t, 5.0, 1.6) + hump(t, 29.9, 0.8);
  parts.push(group(packageChip(PRODUCER_CHIP.x, PRODUCER_CHIP.y, PRODUCER_CHIP.w, 'react@19.3.1', COLOR.producer, { ring: wins, glow: chipGlow }), { opacity: shown(t, 2.0, 0.6) }));

  // The built files; a row lights up while the consumer fetches it.
  const fetched = [
    [12.5, 0.9],
    [20.8, 0.8],
    [35.7, 0.9],
  ];
  FILES.forEach((name, i) => {
    const row = FILE_ROW(i);
    const lit = hump(t, fetched[i][0], fetched[i][1]);
    const rowParts = [
      lit > 0 ? `<rect x="${row.x}" y="${row.y}" width="${row.w}" height="${row.h}" rx="8" fill="${COLOR.producer}" fill-opacity="${num(0.22 * lit)}" stroke="${COLOR.producer}" stroke-opacity="${num(lit)}" stroke-width="2"/>` : '',
      fileIcon(row.x + 12, row.y + 5, COLOR.muted),
      text(row.x + 40, row.y + 23, name, { size: 18 }),
    ].join('');
    parts.push(group(rowParts, { opacity: shown(t, 1.4 + 0.3 * i, 0.5) }));
  });

  // What it exposes: ./Button.
  const exposeIn = shown(t, 3.5, 0.6);
  parts.push(
    group(
      [
        `<rect x="${EXPOSE.x}" y="${EXPOSE.y}" width="${EXPOSE.w}" height="${EXPOSE.h}" rx="12" fill="${COLOR.well}" stroke="${COLOR.panelStroke}" stroke-width="2"/>`,
        spans(EXPOSE.x + 16, EXPOSE.y + 52, [['exposes ', COLOR.muted], ["'./Button'", COLOR.string]], { size: 18 }),
        buttonArt(EXPOSE.x + 234, EXPOSE.y + 17),
        pulseRing(t, 3.9, 1.0, EXPOSE.x + 234, EXPOSE.y + 17, 170, 56, 28, COLOR.buttonTo),
      ].join(''),
      { opacity: exposeIn },
    ),
  );

  return group(parts.join(''), { opacity: appearing, dy: 16 * (1 - appearing) });
}

/** The link between the two react packages while the captions say both share it as a singleton. */
function sharedLink(t) {
  const opacity = shown(t, 4.4, 0.6, 6.6, 0.5);
  if (opacity <= 0) return '';
  const y = CONSUMER_CHIP.y + 18;
  const x1 = CONSUMER_CHIP.x + CONSUMER_CHIP.w + 6;
  const x2 = PRODUCER_CHIP.x - 6;
  const drawn = between(t, 4.4, 5.2);
  const label = 'singleton: true';
  const lw = monoWidth(label, 17) + 24;
  return group(
    [
      `<line x1="${x1}" y1="${y}" x2="${num(lerp(x1, x2, drawn))}" y2="${y}" stroke="${COLOR.gold}" stroke-width="2.5" stroke-dasharray="8 7"/>`,
      `<rect x="${num(640 - lw / 2)}" y="${y - 16}" width="${num(lw)}" height="32" rx="16" fill="${COLOR.well}" stroke="${COLOR.gold}" stroke-width="2"/>`,
      text(640, y + 6, label, { size: 17, anchor: 'middle', fill: COLOR.gold }),
    ].join(''),
    { opacity },
  );
}

/** The two lanes between the apps: requests go right, files come back left. */
function lanes(t) {
  const opacity = 0.7 * shown(t, 7.2, 0.8);
  if (opacity <= 0) return '';
  const arrow = (x, y, dir) => `<path d="M${x} ${y - 6} l${6 * dir} 6 l${-6 * dir} 6" fill="none" stroke="${COLOR.faint}" stroke-width="2"/>`;
  return group(
    [
      `<line x1="${LANE.left + 8}" y1="${LANE.request}" x2="${LANE.right - 8}" y2="${LANE.request}" stroke="${COLOR.faint}" stroke-width="2" stroke-dasharray="3 7"/>`,
      arrow(LANE.right - 14, LANE.request, 1),
      `<line x1="${LANE.left + 8}" y1="${LANE.response}" x2="${LANE.right - 8}" y2="${LANE.response}" stroke="${COLOR.faint}" stroke-width="2" stroke-dasharray="3 7"/>`,
      arrow(LANE.left + 14, LANE.response, -1),
    ].join(''),
    { opacity },
  );
}

/** A request: a light travelling from the consumer to the producer between `a` and `b`. */
function request(t, a, b) {
  const k = during(t, a, b - a);
  if (k === null) return '';
  const x = lerp(LANE.left - 10, LANE.right + 10, easeInOut(k));
  const opacity = Math.min(1, k / 0.15, (1 - k) / 0.15);
  return group(
    `<line x1="${num(Math.max(LANE.left, x - 60))}" y1="${LANE.request}" x2="${num(x)}" y2="${LANE.request}" stroke="${COLOR.consumer}" stroke-width="4" stroke-linecap="round" opacity="0.45"/>` +
      `<circle cx="${num(x)}" cy="${LANE.request}" r="7" fill="${COLOR.consumer}"/>`,
    { opacity },
  );
}

/** A response: a file pill travelling from the producer to the consumer between `a` and `b`. */
function response(t, a, b, label, options) {
  const k = during(t, a, b - a);
  if (k === null) return '';
  const x = lerp(LANE.right + 40, LANE.left - 40, easeInOut(k));
  const opacity = Math.min(1, k / 0.12, (1 - k) / 0.12);
  return group(packet(x, LANE.response, label, COLOR.producer, options), { opacity });
}

/** The manifest, opened between the apps once it has reached the consumer. */
function manifest(t) {
  const opacity = shown(t, 14.3, 0.6, 23.5, 0.6);
  if (opacity <= 0) return '';
  const { x, y, w, h } = MANIFEST;
  const rows = [
    ['remoteEntry', 'remoteEntry.js', hump(t, 15.6, 1.3) + hump(t, 19.5, 0.9)],
    ['exposes', './Button', hump(t, 16.9, 1.3)],
    ['shared', 'react@19.3.1', hump(t, 18.2, 1.3)],
  ];
  const parts = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="${COLOR.panel}" stroke="${COLOR.producer}" stroke-width="2"/>`,
    fileIcon(x + 14, y + 12, COLOR.producer),
    text(x + 40, y + 29, 'mf-manifest.json', { size: 17, fill: COLOR.producer, weight: 700 }),
  ];
  rows.forEach(([key, value, lit], i) => {
    const ry = y + 46 + i * 26;
    if (lit > 0) parts.push(`<rect x="${x + 8}" y="${ry}" width="${w - 16}" height="24" rx="6" fill="${COLOR.gold}" opacity="${num(0.22 * Math.min(1, lit))}"/>`);
    parts.push(text(x + 16, ry + 18, key, { size: 16, fill: COLOR.muted }));
    parts.push(text(x + 140, ry + 18, value, { size: 16 }));
  });
  const k = between(t, 14.3, 14.9);
  // It grows out of the consumer's edge, where the response arrived.
  return group(parts.join(''), { opacity, scale: lerp(0.5, 1, k), dx: lerp(-150, 0, k), dy: lerp(-70, 0, k), cx: x + w / 2, cy: y + h / 2 });
}

function versionCard(cx, cy, version, from, color, { ring = 0, dim = 0 } = {}) {
  const x = cx - CARD.w / 2;
  const y = cy - CARD.h / 2;
  return [
    `<rect x="${num(x)}" y="${num(y)}" width="${CARD.w}" height="${CARD.h}" rx="12" fill="${COLOR.well}" stroke="${color}" stroke-width="2"${dim > 0.5 ? ' stroke-dasharray="8 6"' : ''}/>`,
    ring > 0 ? `<rect x="${num(x - 4)}" y="${num(y - 4)}" width="${CARD.w + 8}" height="${CARD.h + 8}" rx="15" fill="none" stroke="${COLOR.gold}" stroke-width="3.5" opacity="${num(ring)}"/>` : '',
    cubeIcon(x + 30, cy - 10, 12, color),
    text(x + 56, cy - 1, `'${version}'`, { size: 28, weight: 700 }),
    spans(x + 22, cy + 30, [['from: ', COLOR.muted], [`'${from}'`, COLOR.string]], { size: 17 }),
    ring > 0 ? group(checkBadge(x + CARD.w - 26, y + 26, 15, COLOR.gold), { opacity: ring }) : '',
  ].join('');
}

/** A card flying from a package chip into its place in the share scope. */
function flyingCard(t, a, b, fromX, fromY, toX, toY, draw) {
  if (t < a) return '';
  const k = between(t, a, b);
  const cx = lerp(fromX, toX, k);
  // An arc: the card lifts a little on its way down.
  const cy = lerp(fromY, toY, k) - 40 * Math.sin(Math.PI * k);
  return group(draw(cx, cy), { opacity: clamp01((t - a) / 0.2), scale: lerp(0.55, 1, k), cx, cy });
}

function shareScope(t) {
  const opacity = shown(t, 7.4, 0.8);
  if (opacity <= 0) return '';
  const { x, y, w, h } = SCOPE;
  const cardY = CARD.y + CARD.h / 2;
  const leftX = CARD.left + CARD.w / 2;
  const rightX = CARD.right + CARD.w / 2;
  const decided = between(t, 26.4, 27.0);
  const parts = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="${COLOR.panel}" stroke="${COLOR.gold}" stroke-opacity="0.7" stroke-width="2"/>`,
    spans(x + 24, y + 34, [['shareScopeMap', COLOR.text], ['.default', COLOR.gold], ['.react', COLOR.text]], { size: 20, weight: 700 }),
  ];
  // Empty places for the two versions.
  for (const cx of [leftX, rightX]) parts.push(`<rect x="${cx - CARD.w / 2}" y="${CARD.y}" width="${CARD.w}" height="${CARD.h}" rx="12" fill="none" stroke="${COLOR.faint}" stroke-width="2" stroke-dasharray="6 6"/>`);

  // The strategy, named when the captions name it.
  const strategy = "strategy: 'version-first'";
  const sw = monoWidth(strategy, 16) + 24;
  parts.push(
    group(
      `<rect x="${num(x + w - 20 - sw)}" y="${y + 14}" width="${num(sw)}" height="30" rx="15" fill="${COLOR.well}" stroke="${COLOR.gold}" stroke-width="1.5"/>` +
        text(x + w - 20 - sw / 2, y + 35, strategy, { size: 16, anchor: 'middle', fill: COLOR.gold }),
      { opacity: shown(t, 11.3, 0.5) },
    ),
  );

  // The cards. The consumer's 19.1.0 dims once the producer's 19.3.1 wins.
  parts.push(
    flyingCard(t, 8.8, 10.0, CONSUMER_CHIP.x + CONSUMER_CHIP.w / 2, CONSUMER_CHIP.y + 18, leftX, cardY, (cx, cy) =>
      group(versionCard(cx, cy, '19.1.0', 'consumer', COLOR.consumer, { dim: decided }), { opacity: 1 - 0.6 * decided }),
    ),
  );
  parts.push(
    flyingCard(t, 22.8, 24.0, PRODUCER_CHIP.x + PRODUCER_CHIP.w / 2, PRODUCER_CHIP.y + 18, rightX, cardY, (cx, cy) =>
      group(versionCard(cx, cy, '19.3.1', 'provider', COLOR.producer, { ring: decided }), { scale: 1 + 0.05 * hump(t, 26.4, 0.8), cx, cy }),
    ),
  );

  // The comparison between them.
  parts.push(
    group(
      `<circle cx="640" cy="${cardY}" r="21" fill="${COLOR.well}" stroke="${COLOR.gold}" stroke-width="2"/>` + text(640, cardY + 9, '<', { size: 26, weight: 700, anchor: 'middle', fill: COLOR.gold }),
      { opacity: shown(t, 25.2, 0.5), scale: 1 + 0.2 * hump(t, 25.4, 0.6), cx: 640, cy: cardY },
    ),
  );

  // The singleton rule, and the consumer's requirement, which the winner satisfies.
  const rowY = y + h - 22;
  parts.push(spans(x + 24, rowY, [['singleton: ', COLOR.muted], ['true', COLOR.keyword]], { size: 17, opacity: shown(t, 24.3, 0.5) }));
  const requirement = shown(t, 28.2, 0.6);
  if (requirement > 0) {
    const label = "requiredVersion: '^19.0.0'";
    const lx = x + w - 60 - monoWidth(label, 17);
    parts.push(spans(lx, rowY, [['requiredVersion: ', COLOR.muted], ["'^19.0.0'", COLOR.string]], { size: 17, opacity: requirement }));
    parts.push(group(checkBadge(x + w - 36, rowY - 6, 13, COLOR.producer), { opacity: between(t, 28.7, 29.1), scale: 1 + 0.3 * hump(t, 28.7, 0.5), cx: x + w - 36, cy: rowY - 6 }));
  }

  const appearing = between(t, 7.4, 8.2);
  return group(parts.join(''), { opacity, dy: 20 * (1 - appearing) });
}

/** The Button module reaching for react: a dotted line from the Button's place to the package. */
function reactLink(t) {
  const opacity = shown(t, 38.2, 0.4, 40.2, 0.4);
  if (opacity <= 0) return '';
  const drawn = between(t, 38.2, 38.9);
  const x1 = SLOT.x + SLOT.w - 30;
  const y1 = SLOT.y;
  const x2 = CONSUMER_CHIP.x + 30;
  const y2 = CONSUMER_CHIP.y + 36;
  return group(
    `<path d="M${x1} ${y1} C ${x1} ${y1 - 24}, ${x2 - 10} ${y2 + 30}, ${x2} ${y2}" fill="none" stroke="${COLOR.producer}" stroke-width="3" stroke-dasharray="4 6" pathLength="100" stroke-dashoffset="0" opacity="${num(drawn)}"/>`,
    { opacity },
  );
}

/** The pointer that clicks the rendered Button. */
function pointer(t) {
  const opacity = shown(t, 41.8, 0.3, 44.3, 0.4);
  if (opacity <= 0) return '';
  const k = between(t, 41.9, 42.9);
  const x = lerp(430, SLOT.x + 112, k);
  const y = lerp(360, SLOT.y + 40, k);
  return group(
    `<path d="M${num(x)} ${num(y)} l0 26 l7 -7 l5 11 l5 -2 l-5 -11 l10 0 Z" fill="#fff" stroke="${COLOR.bg}" stroke-width="1.5" stroke-linejoin="round"/>`,
    { opacity },
  );
}

/** The whole picture at `t` seconds, as an SVG document of WIDTH × HEIGHT. */
export function drawFrame(t) {
  const body = [
    background(),
    consumer(t),
    producer(t),
    sharedLink(t),
    lanes(t),
    shareScope(t),
    manifest(t),
    request(t, 11.6, 12.6),
    response(t, 13.2, 14.4, 'mf-manifest.json'),
    request(t, 19.9, 20.9),
    response(t, 21.0, 22.1, 'remoteEntry.js'),
    request(t, 29.1, 29.9),
    response(t, 30.0, 31.2, 'react@19.3.1', { icon: 'package' }),
    request(t, 35.0, 35.8),
    response(t, 36.3, 37.7, '__federation_expose_Button.js'),
    reactLink(t),
    pointer(t),
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;
}
