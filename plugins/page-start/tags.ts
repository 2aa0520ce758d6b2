import type { HtmlBasicTag } from '@rsbuild/core';
import { SCRIPTS_ATTRIBUTE, pageStartScript } from '../../shared/page-start';

/**
 * The built page's tags with the app's script tags (every `<script src>` of the head, in order) taken
 * out and one inline start script (shared/page-start.ts) put last in the body, naming them. Tags
 * without a script of their own are returned as they came.
 */
export function withPageStart(tags: { headTags: HtmlBasicTag[]; bodyTags: HtmlBasicTag[] }): { headTags: HtmlBasicTag[]; bodyTags: HtmlBasicTag[] } {
  const isApp = (tag: HtmlBasicTag) => tag.tag === 'script' && typeof tag.attrs?.src === 'string';
  const scripts = [...tags.headTags, ...tags.bodyTags].filter(isApp).map((tag) => tag.attrs!.src as string);
  if (!scripts.length) return tags;
  if (scripts.some((src) => /\s/.test(src))) throw new Error(`page-start: a script address holds a space: ${scripts.join(', ')}`);
  return {
    headTags: tags.headTags.filter((tag) => !isApp(tag)),
    bodyTags: [...tags.bodyTags.filter((tag) => !isApp(tag)), { tag: 'script', attrs: { [SCRIPTS_ATTRIBUTE]: scripts.join(' ') }, children: pageStartScript() }],
  };
}
