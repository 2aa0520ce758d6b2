import type { HtmlBasicTag } from '@rsbuild/core';
import { SCRIPTS_ATTRIBUTE, pageStartScript } from '../../shared/page-start';

/**
 * The built page's tags with the app's script tags (every `<script src>`, in order; Rsbuild writes them
 * `defer` in the head) taken out and one inline start script (shared/page-start.ts) put last in the
 * body, naming them. Tags without a script of their own are returned as they came.
 */
export function withPageStart(tags: { headTags: HtmlBasicTag[]; bodyTags: HtmlBasicTag[] }): { headTags: HtmlBasicTag[]; bodyTags: HtmlBasicTag[] } {
  const isApp = (tag: HtmlBasicTag) => tag.tag === 'script' && typeof tag.attrs?.src === 'string';
  const apps = [...tags.headTags, ...tags.bodyTags].filter(isApp);
  // The start script adds plain classic scripts: a module, an integrity hash, a nonce or any other
  // attribute would be lost on the way, so such a tag stops the build instead.
  for (const tag of apps) {
    const others = Object.entries(tag.attrs ?? {}).filter(([name, value]) => name !== 'src' && !(name === 'defer' && value === true) && value !== false && value != null);
    if (others.length) throw new Error(`page-start: cannot load <script src="${tag.attrs!.src}"> after the first paint without its ${others.map(([name]) => name).join(', ')}; see plugins/page-start`);
  }
  const scripts = apps.map((tag) => tag.attrs!.src as string);
  if (!scripts.length) return tags;
  if (scripts.some((src) => /\s/.test(src))) throw new Error(`page-start: a script address holds a space: ${scripts.join(', ')}`);
  return {
    headTags: tags.headTags.filter((tag) => !isApp(tag)),
    bodyTags: [...tags.bodyTags.filter((tag) => !isApp(tag)), { tag: 'script', attrs: { [SCRIPTS_ATTRIBUTE]: scripts.join(' ') }, children: pageStartScript() }],
  };
}
