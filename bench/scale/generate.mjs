// The scaled site of `npm run bench:scale`: a docs tree with `factor` times the pages of the real one,
// built from the real pages. Pure functions over a map of files (relative path → text) so that the
// shape and the determinism are unit-tested; `readTree`/`writeTree` do the file system part.
//
// Shape: the home and 404 pages and `_nav.json` of each language stay as they are (the nav is the
// same), and every top-level section (guide, configure, …) holds `factor` copies of its content:
// - a section with sub-folders (guide/start, guide/basic, …) gets its `_meta.json` entries repeated
//   as sibling blocks: folder `start` → `start-advanced`, `start-recipes`, …, file `overview` →
//   `overview-advanced`, …, section headers and dividers repeated, labels varied;
// - a flat section (configure: files only) gets one sub-folder per copy (`configure/advanced/…`)
//   holding its pages, the nesting our nested sections already have.
// Each copy varies its page titles, sidebar labels and descriptions and shuffles the prose
// paragraphs between two headings (code blocks, tables, lists, containers and JSX stay where they
// are). Relative imports in a page are made absolute, since the copies sit elsewhere.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';

/** The copies after the original: a path suffix and a label per language. */
export const VARIANTS = [
  { slug: 'advanced', en: 'Advanced', zh: '进阶' },
  { slug: 'recipes', en: 'Recipes', zh: '实践' },
  { slug: 'in-depth', en: 'In Depth', zh: '深入' },
  { slug: 'migration', en: 'Migration', zh: '迁移' },
  { slug: 'patterns', en: 'Patterns', zh: '模式' },
  { slug: 'operations', en: 'Operations', zh: '运维' },
  { slug: 'testing', en: 'Testing', zh: '测试' },
  { slug: 'security', en: 'Security', zh: '安全' },
  { slug: 'performance', en: 'Performance', zh: '性能' },
];

/** A small deterministic PRNG (mulberry32) seeded by a string. */
export function seededRandom(seed) {
  let state = 2166136261;
  for (let index = 0; index < seed.length; index += 1) state = Math.imul(state ^ seed.charCodeAt(index), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(list, random) {
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/** Splits a page into its frontmatter (with the `---` lines, or '') and its body. */
export function splitFrontmatter(source) {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/.exec(source);
  return match ? { frontmatter: match[0], body: source.slice(match[0].length) } : { frontmatter: '', body: source };
}

const FENCE = /^\s*(`{3,}|~{3,})/;

/**
 * The body's blocks: runs of non-blank lines, where a fenced code block, a `:::` container or a JSX
 * element that spans blank lines stays one block. Each block is { kind, lines }: kind 'heading',
 * 'paragraph' (prose that may move) or 'fixed' (everything else).
 */
export function blocksOf(body) {
  const lines = body.split('\n');
  const blocks = [];
  let current = null;
  let fence = null;
  let containerDepth = 0;
  let jsxClose = null;
  const flush = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (const line of lines) {
    const open = !fence && FENCE.exec(line);
    if (fence) {
      current.lines.push(line);
      if (line.trim().startsWith(fence) && line.trim() === fence[0].repeat(line.trim().length)) fence = null;
      continue;
    }
    if (line.trim() === '' && containerDepth === 0 && !jsxClose) {
      flush();
      blocks.push({ kind: 'blank', lines: [line] });
      continue;
    }
    if (!current) current = { kind: classify(line), lines: [] };
    else if (current.kind === 'paragraph' && classify(line) === 'heading') {
      flush();
      current = { kind: 'heading', lines: [] };
    }
    current.lines.push(line);
    if (open) {
      fence = open[1];
      current.kind = 'fixed';
      continue;
    }
    if (/^\s*:::+\s*\S/.test(line)) containerDepth += 1;
    else if (/^\s*:::+\s*$/.test(line) && containerDepth > 0) containerDepth -= 1;
    // A JSX element at the start of a line: its opening tag may run over several lines, and its
    // children (blank lines included) run to its closing tag.
    const jsxOpen = !jsxClose && /^<([A-Z][\w.]*)\b/.exec(line);
    if (jsxOpen) {
      if (!line.includes(`</${jsxOpen[1]}>`) && !/\/>\s*$/.test(line)) jsxClose = { tag: `</${jsxOpen[1]}>`, inTag: !/>\s*$/.test(line) };
    } else if (jsxClose?.inTag) {
      if (/\/>\s*$/.test(line)) jsxClose = null;
      else if (/>\s*$/.test(line)) jsxClose.inTag = false;
    } else if (jsxClose && line.trim().startsWith(jsxClose.tag)) jsxClose = null;
  }
  flush();
  return blocks;
}

function classify(line) {
  if (/^#{1,6}\s/.test(line)) return 'heading';
  if (/^(import|export)\s/.test(line)) return 'fixed';
  if (/^[\p{L}\p{N}[`_"“(]/u.test(line)) return 'paragraph';
  return 'fixed';
}

/** Shuffles the prose paragraphs between two headings; a paragraph ending in a colon stays (it introduces what follows). */
export function shuffleParagraphs(body, random) {
  const blocks = blocksOf(body);
  let start = 0;
  const sections = [];
  blocks.forEach((block, index) => {
    if (block.kind === 'heading') {
      sections.push([start, index]);
      start = index + 1;
    }
  });
  sections.push([start, blocks.length]);
  for (const [from, to] of sections) {
    const movable = [];
    for (let index = from; index < to; index += 1) {
      const block = blocks[index];
      if (block.kind === 'paragraph' && !/[:：]\s*$/.test(block.lines.at(-1))) movable.push(index);
    }
    const order = shuffled(movable.map((index) => blocks[index]), random);
    movable.forEach((index, position) => {
      blocks[index] = order[position];
    });
  }
  return blocks.map((block) => block.lines.join('\n')).join('\n');
}

/** The first level-1 heading outside code, as { index, text, id } (id is an explicit `{#id}`), or null. */
function firstH1(lines) {
  let fence = null;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (fence) {
      if (line.trim() === fence[0].repeat(line.trim().length) && line.trim().length >= fence.length) fence = null;
      continue;
    }
    const open = FENCE.exec(line);
    if (open) {
      fence = open[1];
      continue;
    }
    const match = /^#\s+(.*?)(\s*\{#[^}]*\})?\s*$/.exec(line);
    if (match) return { index, text: match[1], id: match[2] ?? '' };
  }
  return null;
}

/** A label with a copy's variant: `Label (Advanced)` / `标签（进阶）`. */
export function variantLabel(label, variant, lang) {
  return lang === 'zh' ? `${label}（${variant.zh}）` : `${label} (${variant.en})`;
}

/** Rewrites `import … from './x'` lines (outside code) to absolute paths resolved from the page's real folder. */
export function absoluteImports(source, sourceDir) {
  let fence = null;
  return source
    .split('\n')
    .map((line) => {
      if (fence) {
        if (line.trim() === fence[0].repeat(line.trim().length) && line.trim().length >= fence.length) fence = null;
        return line;
      }
      const open = FENCE.exec(line);
      if (open) {
        fence = open[1];
        return line;
      }
      return line.replace(/^(import\s[^'"]*['"])(\.{1,2}\/[^'"]+)(['"])/, (_, head, specifier, tail) => `${head}${resolve(sourceDir, specifier)}${tail}`);
    })
    .join('\n');
}

/** One copy of a page: title, description and paragraph order varied; identical for variant null. */
export function varyPage(source, { variant, lang, seed }) {
  if (!variant) return source;
  const { frontmatter, body } = splitFrontmatter(source);
  const front = frontmatter
    .replace(/^(description:\s*)(['"]?)(.*?)\2(\s*)$/m, (_, key, quote, text, end) => `${key}${quote}${variantLabel(text, variant, lang)}${quote}${end}`)
    .replace(/^(title:\s*)(['"]?)(.*?)\2(\s*)$/m, (_, key, quote, text, end) => `${key}${quote}${variantLabel(text, variant, lang)}${quote}${end}`);
  const lines = shuffleParagraphs(body, seededRandom(seed)).split('\n');
  const h1 = firstH1(lines);
  if (h1) lines[h1.index] = `# ${variantLabel(h1.text, variant, lang)}${h1.id}`;
  return front + lines.join('\n');
}

const isPage = (name) => /\.mdx?$/.test(name);

/** The `_meta.json` entries of a copy: names suffixed (siblings) or kept (inside a new folder), labels varied. */
function metaEntry(entry, variant, lang, rename) {
  if (typeof entry === 'string') return rename ? `${entry}-${variant.slug}` : entry;
  const copy = { ...entry };
  if ((copy.type === 'dir' || copy.type === 'file') && copy.name && rename) copy.name = `${copy.name}-${variant.slug}`;
  if (copy.label) copy.label = variantLabel(copy.label, variant, lang);
  return copy;
}

const entryName = (entry) => (typeof entry === 'string' ? entry : entry.type === 'dir' || entry.type === 'file' ? entry.name : null);

/**
 * The scaled tree: `files` maps a path relative to the docs root (`en/guide/start/index.mdx`) to its
 * text; `sourceRoot` is the real docs folder (relative imports are resolved from there). Returns a
 * new map. `factor` counts the original: 10 means the original and nine copies.
 */
export function scaleTree(files, { factor = 10, sourceRoot = '/docs' } = {}) {
  if (factor < 1 || factor > VARIANTS.length + 1) throw new Error(`scale factor must be 1 to ${VARIANTS.length + 1}`);
  const variants = VARIANTS.slice(0, factor - 1);
  const out = new Map();
  const put = (path, text) => {
    if (out.has(path)) throw new Error(`scale: two copies write ${path}`);
    out.set(path, text);
  };
  const pageText = (path) => absoluteImports(files.get(path), dirname(join(sourceRoot, path)));
  const langs = [...new Set([...files.keys()].map((path) => path.split('/')[0]))].filter((lang) => lang !== 'public');
  for (const [path, text] of files) if (path.startsWith('public/')) put(path, text);

  /** Copies a folder (its pages, `_meta.json` and sub-folders) from `from` to `to` as the given variant. */
  const copyFolder = (from, to, variant, lang) => {
    for (const path of [...files.keys()].sort()) {
      if (!path.startsWith(`${from}/`)) continue;
      const rest = path.slice(from.length + 1);
      const target = `${to}/${rest}`;
      if (!variant) put(target, isPage(path) ? pageText(path) : files.get(path));
      else if (isPage(path)) put(target, varyPage(pageText(path), { variant, lang, seed: `${path}#${variant.slug}` }));
      else if (posix.basename(path) === '_meta.json') {
        put(target, `${JSON.stringify(JSON.parse(files.get(path)).map((entry) => metaEntry(entry, variant, lang, false)), null, 2)}\n`);
      } else put(target, files.get(path));
    }
  };

  for (const lang of langs) {
    const sections = new Set();
    for (const path of files.keys()) {
      if (!path.startsWith(`${lang}/`)) continue;
      const parts = path.split('/');
      if (parts.length === 2) put(path, isPage(path) ? pageText(path) : files.get(path));
      else sections.add(parts[1]);
    }
    for (const section of [...sections].sort()) {
      const base = `${lang}/${section}`;
      const metaPath = `${base}/_meta.json`;
      copyFolder(base, base, null, lang);
      if (variants.length === 0) continue;
      const meta = files.has(metaPath) ? JSON.parse(files.get(metaPath)) : null;
      if (!meta) throw new Error(`scale: ${metaPath} is missing`);
      const nested = meta.some((entry) => typeof entry === 'object' && entry.type === 'dir');
      const entries = [...meta];
      for (const variant of variants) {
        if (nested) {
          for (const entry of meta) {
            const name = entryName(entry);
            if (name !== null) {
              const folder = `${base}/${name}`;
              if ([...files.keys()].some((path) => path.startsWith(`${folder}/`))) {
                copyFolder(folder, `${base}/${name}-${variant.slug}`, variant, lang);
              } else {
                const file = [`${folder}.mdx`, `${folder}.md`].find((path) => files.has(path));
                if (!file) throw new Error(`scale: ${metaPath} names ${name}, which is neither a page nor a folder`);
                put(`${base}/${name}-${variant.slug}${file.slice(folder.length)}`, varyPage(pageText(file), { variant, lang, seed: `${file}#${variant.slug}` }));
              }
            }
            entries.push(metaEntry(entry, variant, lang, true));
          }
        } else {
          // A flat section: the copy is a folder of its own inside the section.
          const folder = `${base}/${variant.slug}`;
          for (const path of files.keys()) {
            if (path.startsWith(`${base}/${variant.slug}`)) throw new Error(`scale: ${folder} would overwrite ${path}`);
          }
          copyFolder(base, folder, variant, lang);
          entries.push({ type: 'dir', name: variant.slug, label: variantLabel(sectionLabel(files, lang, section), variant, lang) });
        }
      }
      out.set(metaPath, `${JSON.stringify(entries, null, 2)}\n`);
    }
  }
  return out;
}

/** The nav text of a section (from `_nav.json`), or its folder name. */
function sectionLabel(files, lang, section) {
  const nav = files.has(`${lang}/_nav.json`) ? JSON.parse(files.get(`${lang}/_nav.json`)) : [];
  const item = nav.find((entry) => typeof entry.link === 'string' && entry.link.replace(/^\/(zh\/)?/, '').split('/')[0] === section);
  return item?.text ?? section;
}

/** Counts the pages per language of a tree (the home and 404 pages included). */
export function pageCounts(files) {
  const counts = {};
  for (const path of files.keys()) {
    if (!isPage(path) || path.startsWith('public/')) continue;
    const lang = path.split('/')[0];
    counts[lang] = (counts[lang] ?? 0) + 1;
  }
  return counts;
}

/** Reads a docs folder into a map; `public/` is listed by path only (its files are copied, not read). */
export function readTree(root) {
  const files = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith('.')) continue;
      const path = join(dir, name);
      const key = relative(root, path).split('\\').join('/');
      if (key === 'public') continue;
      if (statSync(path).isDirectory()) walk(path);
      else files.set(key, readFileSync(path, 'utf8'));
    }
  };
  walk(root);
  return files;
}

/** Writes a tree to `target` (emptied first) and copies `public/` from the source as it is. */
export function writeTree(files, target, sourceRoot) {
  rmSync(target, { recursive: true, force: true });
  for (const [path, text] of files) {
    mkdirSync(dirname(join(target, path)), { recursive: true });
    writeFileSync(join(target, path), text);
  }
  cpSync(join(sourceRoot, 'public'), join(target, 'public'), { recursive: true });
}
