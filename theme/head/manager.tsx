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
import { inlinePageData } from '../../shared/page-data';
import type { HeadSync } from './sync';
import { type HeadAttrs, type HeadInput, normalizeAttrs } from './attrs';

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

export function createHead(): HeadManager {
  const entries = new Map<number, HeadInput>();
  // A built page's head is already what its first entries say: the server wrote it from them. Those
  // entries are kept instead of applied, and the code that changes the head loads with the first change.
  let serverInputs: HeadInput[] | null = null;
  let serverHead = inlinePageData() !== null;
  let sync: Promise<HeadSync> | null = null;
  let queued = false;

  const current = () => [...entries].sort(([a], [b]) => a - b).map(([, input]) => input);
  const flush = () => {
    queued = false;
    if (serverHead) {
      serverHead = false;
      serverInputs = current();
      return;
    }
    sync ??= import('./sync').then(({ createHeadSync }) => createHeadSync(serverInputs ?? []));
    sync.then((head) => head.apply(current())).catch((error: unknown) => console.error('[head] could not update the document head', error));
  };

  // Several components change their entries in one commit: apply once, before the next paint.
  const schedule = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(flush);
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
