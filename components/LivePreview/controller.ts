/**
 * The code toggle of a live example, on its DOM: the same code for an example React rendered (the
 * Preview component calls it after mount) and for one that is still the server's markup on the first
 * load (components/Islands calls it). Both labels are on the button, in the page's language.
 */
export function activatePreview(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>('.mf-preview__toggle');
  const code = root.querySelector<HTMLElement>('.mf-preview__code');
  const label = button?.querySelector<HTMLElement>('.mf-preview__label');
  if (!button || !code || root.dataset.previewActive !== undefined) return () => {};
  root.dataset.previewActive = '';
  const onClick = () => {
    const shown = code.hidden;
    code.hidden = !shown;
    button.setAttribute('aria-expanded', String(shown));
    if (label) label.textContent = (shown ? button.dataset.labelHide : button.dataset.labelShow) ?? '';
  };
  button.addEventListener('click', onClick);
  return () => {
    button.removeEventListener('click', onClick);
    delete root.dataset.previewActive;
  };
}
