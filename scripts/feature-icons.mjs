#!/usr/bin/env node
// Writes docs/public/feature-icons.svg, the sprite of the home page's feature icons, from the drawings
// below: `node scripts/feature-icons.mjs`. Each drawing is a <symbol> whose id is the name a writer puts
// in a feature's `icon` (shared/feature-icons.ts lists the names; a unit test keeps the two and the
// file in step). Strokes read the page's colours through custom properties that the <use> element
// passes down (theme/layout/HomeLayout/home.css), so the dark palette applies to the same file.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A pointy-top hexagon around (x, y): the shape of the logo and the hero. */
function hexagon(x, y, r) {
  const dx = (r * Math.sqrt(3)) / 2;
  const points = [[x, y - r], [x + dx, y - r / 2], [x + dx, y + r / 2], [x, y + r], [x - dx, y + r / 2], [x - dx, y - r / 2]];
  return `M${points.map(([px, py]) => `${+px.toFixed(2)} ${+py.toFixed(2)}`).join('L')}Z`;
}

// `a` strokes in the brand blue, `b` in the accent teal, `dot` fills in teal.
const A = 'stroke:var(--mf-icon-a,#1f5fd6)';
const B = 'stroke:var(--mf-icon-b,#0f766e)';
const DOT = 'fill:var(--mf-icon-b,#0f766e);stroke:none';
const path = (style, d, extra = '') => `<path style="${style}${extra}" d="${d}"/>`;
const circle = (style, cx, cy, r) => `<circle style="${style}" cx="${cx}" cy="${cy}" r="${r}"/>`;

export const drawings = {
  // Two modules joined by one shared node.
  'code-sharing': [path(A, hexagon(7.5, 16, 5.8)), path(B, hexagon(24.5, 16, 5.8)), path(A, 'M12.5 16H19.5'), circle(DOT, 16, 16, 2.2)],
  // The logo's cluster pulled apart: each module built and shipped on its own.
  modules: [path(A, hexagon(16, 8, 6)), path(B, hexagon(9, 22.5, 6)), path(A, hexagon(23, 22.5, 6), ';stroke-dasharray:3 2.6')],
  // A module whose path forks: which producer or version is chosen at run time.
  runtime: [path(A, hexagon(16, 16, 13)), path(B, 'M8.5 16H12.5L17.5 11.5M12.5 16L17.5 20.5'), circle(DOT, 20, 11, 2.2), circle(B, 20.5, 21, 2)],
  // Two builds, one runtime: two small modules feeding one larger one.
  bundlers: [path(A, hexagon(7.5, 8.5, 5)), path(B, hexagon(7.5, 23.5, 5)), path(A, 'M11.8 11L17.5 14M11.8 21L17.5 18'), path(A, hexagon(23, 16, 7.5)), circle(DOT, 23, 16, 2)],
  // Code brackets inside a module: types and a devtool while you write.
  devtools: [path(A, hexagon(16, 16, 13)), path(B, 'M12.5 11.5L8.5 16L12.5 20.5M19.5 11.5L23.5 16L19.5 20.5M17.2 10.5L14.8 21.5')],
  // A plug seated in a module: plugins hook into each step of loading.
  plugins: [path(A, hexagon(16, 16, 13)), path(B, 'M13 8.5V12M19 8.5V12M10.5 12H21.5V14.5A5.5 5.5 0 0 1 10.5 14.5ZM16 20V24.5')],
};

/** The sprite file's text. */
export function sprite() {
  // The stroke settings sit on each symbol: a <use> copies the symbol, not its ancestors.
  const look = 'fill="none" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
  const symbols = Object.entries(drawings).map(([name, shapes]) => `<symbol id="${name}" viewBox="0 0 32 32" ${look}>${shapes.join('')}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL('../docs/public/feature-icons.svg', import.meta.url), sprite());
}
