import { codeTextOf, writeClipboard } from './copy';

/** How long the copy button shows its "copied" state. */
export const COPIED_STATE_MS = 2000;

/**
 * The copy and wrap buttons of every code block on the page, through one listener on the document (so
 * a block works the same whether React rendered it or it is the server's markup that the first load
 * keeps without hydrating). The state lives in attributes React never sets after the first render:
 * `data-wrapped` on the block, `aria-pressed` on the wrap button, `data-copied` and the label on the
 * copy button (both labels are on the button, in the page's language).
 */
const copyTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

function setCopied(button: HTMLElement, copied: boolean): void {
  const label = (copied ? button.dataset.labelCopied : button.dataset.labelCopy) ?? '';
  if (copied) button.dataset.copied = '';
  else delete button.dataset.copied;
  button.setAttribute('aria-label', label);
  button.setAttribute('title', label);
  // Screen readers hear the change through the live region, not through the label alone.
  const live = button.querySelector<HTMLElement>('[aria-live]');
  if (live) live.textContent = copied ? label : '';
}

async function copy(button: HTMLElement): Promise<void> {
  const scroll = button.closest('.mf-code')?.querySelector<HTMLElement>('.mf-code__scroll');
  if (!scroll || !(await writeClipboard(codeTextOf(scroll)))) return;
  setCopied(button, true);
  clearTimeout(copyTimers.get(button));
  copyTimers.set(
    button,
    setTimeout(() => setCopied(button, false), COPIED_STATE_MS),
  );
}

function toggleWrap(button: HTMLElement): void {
  const block = button.closest<HTMLElement>('.mf-code');
  if (!block) return;
  const wrapped = block.dataset.wrapped !== 'true';
  block.dataset.wrapped = String(wrapped);
  button.setAttribute('aria-pressed', String(wrapped));
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLElement>('.mf-code__copy, .mf-code__wrap');
  if (!button) return;
  if (button.classList.contains('mf-code__copy')) void copy(button);
  else toggleWrap(button);
}

/** Starts handling the buttons of every code block in `root`; returns the function that stops it. */
export function handleCodeBlockActions(root: Document | HTMLElement = document): () => void {
  root.addEventListener('click', onClick as EventListener);
  return () => root.removeEventListener('click', onClick as EventListener);
}
