import { type HeadInput, type HeadTagName, resolveHead, tagKey } from './tags';

/**
 * Keeps the document head in step with the head entries of the page shown: the code behind the head
 * manager (./manager), loaded with the first change after a first load.
 */
export interface HeadSync {
  apply(inputs: HeadInput[]): void;
}

const TAG_NAMES: readonly HeadTagName[] = ['meta', 'link', 'script'];

function attributesOf(element: Element): Record<string, string> {
  return Object.fromEntries(Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]));
}

/**
 * `serverInputs`: the entries the server wrote the current head from (none in the dev server). Their
 * tags and `<html>` attributes are adopted as if this code had set them, so the next page's head
 * removes what only the first page had (a frontmatter `robots` tag, say).
 */
export function createHeadSync(serverInputs: HeadInput[]): HeadSync {
  // Elements kept in step: created here, or the build's own tags adopted by key.
  const owned = new Map<string, Element>();
  const ownedHtmlAttrs = new Set<string>();

  const adopt = (keys: ReadonlySet<string>) => {
    if ([...keys].every((key) => owned.has(key))) return;
    for (const element of Array.from(document.head.children)) {
      const name = element.tagName.toLowerCase() as HeadTagName;
      if (!TAG_NAMES.includes(name)) continue;
      const key = tagKey(name, attributesOf(element));
      if (keys.has(key) && !owned.has(key)) owned.set(key, element);
    }
  };

  const server = resolveHead(serverInputs);
  adopt(new Set(server.tags.map((tag) => tag.key)));
  for (const name of Object.keys(server.htmlAttrs)) ownedHtmlAttrs.add(name);

  return {
    apply(inputs) {
      const resolved = resolveHead(inputs);
      if (resolved.title !== undefined && document.title !== resolved.title) document.title = resolved.title;

      const html = document.documentElement;
      for (const [name, value] of Object.entries(resolved.htmlAttrs)) {
        if (html.getAttribute(name) !== value) html.setAttribute(name, value);
        ownedHtmlAttrs.add(name);
      }
      for (const name of [...ownedHtmlAttrs]) {
        if (name in resolved.htmlAttrs) continue;
        html.removeAttribute(name);
        ownedHtmlAttrs.delete(name);
      }

      const wanted = new Map(resolved.tags.map((tag) => [tag.key, tag]));
      adopt(new Set(wanted.keys()));
      for (const [key, tag] of wanted) {
        let element = owned.get(key);
        if (!element) {
          element = document.createElement(tag.tag);
          document.head.appendChild(element);
          owned.set(key, element);
        }
        for (const name of element.getAttributeNames()) if (!(name in tag.attrs)) element.removeAttribute(name);
        for (const [name, value] of Object.entries(tag.attrs)) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
      }
      for (const [key, element] of owned) {
        if (wanted.has(key)) continue;
        element.remove();
        owned.delete(key);
      }
    },
  };
}
