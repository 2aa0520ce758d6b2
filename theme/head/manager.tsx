import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
} from 'react';
import { type HeadAttrs, type HeadInput, type HeadTagName, normalizeAttrs, resolveHead, tagKey } from './tags';

/**
 * The browser's head manager. The build renders every page's head into its HTML with unhead; in the
 * browser only route changes need the head updated, so plugins/client-head points `@unhead/react` and
 * `@unhead/react/client` at this module in the web bundle: the same four exports (createHead,
 * UnheadProvider, useHead, Head) for the inputs this site uses, at a fraction of the size.
 */
export interface HeadManager {
  set(id: number, input: HeadInput): void;
  remove(id: number): void;
}

const TAG_NAMES: readonly HeadTagName[] = ['meta', 'link', 'script'];

function attributesOf(element: Element): Record<string, string> {
  return Object.fromEntries(Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]));
}

export function createHead(): HeadManager {
  const entries = new Map<number, HeadInput>();
  // Elements this manager keeps in step: created by it, or the build's own tags adopted by key.
  const owned = new Map<string, Element>();
  const ownedHtmlAttrs = new Set<string>();
  let queued = false;

  const apply = () => {
    queued = false;
    const resolved = resolveHead([...entries].sort(([a], [b]) => a - b).map(([, input]) => input));
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
    if ([...wanted.keys()].some((key) => !owned.has(key))) {
      for (const element of Array.from(document.head.children)) {
        const name = element.tagName.toLowerCase() as HeadTagName;
        if (!TAG_NAMES.includes(name)) continue;
        const key = tagKey(name, attributesOf(element));
        if (wanted.has(key) && !owned.has(key)) owned.set(key, element);
      }
    }
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
  };

  // Several components change their entries in one commit: apply once, before the next paint.
  const schedule = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(apply);
  };

  return {
    set(id, input) {
      entries.set(id, input);
      schedule();
    },
    remove(id) {
      if (entries.delete(id)) schedule();
    },
  };
}

const HeadContext = createContext<HeadManager | null>(null);

export function UnheadProvider({ head, children }: { head: HeadManager; children?: ReactNode }) {
  return <HeadContext.Provider value={head}>{children}</HeadContext.Provider>;
}

let lastId = 0;

/** Adds head entries while the calling component is mounted; the first caller ranks lowest. */
export function useHead(input: HeadInput): void {
  const head = useContext(HeadContext);
  const id = useRef(0);
  if (id.current === 0) id.current = ++lastId;
  const serialized = JSON.stringify(input);
  useEffect(() => {
    head?.set(id.current, JSON.parse(serialized) as HeadInput);
  }, [head, serialized]);
  useEffect(() => {
    const own = id.current;
    return () => head?.remove(own);
  }, [head]);
}

function flatten(children: ReactNode): ReactElement<Record<string, unknown>>[] {
  const elements: ReactElement<Record<string, unknown>>[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child)) return;
    if (child.type === Fragment) elements.push(...flatten(child.props.children as ReactNode));
    else elements.push(child);
  });
  return elements;
}

/** `<title>`, `<meta>`, `<link>` and `<script src>` elements as a head entry. */
export function headInputFromElements(children: ReactNode): HeadInput {
  const input: HeadInput = {};
  for (const { type, props } of flatten(children)) {
    if (type === 'title') {
      const text = props.children;
      input.title = Array.isArray(text) ? text.map(String).join('') : String(text ?? '');
    } else if (type === 'meta' || type === 'link' || type === 'script') {
      (input[type] ??= []).push(normalizeAttrs(props as HeadAttrs));
    }
  }
  return input;
}

export function Head({ children }: { children?: ReactNode }) {
  useHead(headInputFromElements(children));
  return null;
}
