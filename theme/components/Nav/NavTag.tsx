import { tagKind } from '../../lib/nav';

/** A nav item's tag: inline SVG markup from the config, an image URL, or a short text badge. */
export function NavTag({ tag }: { tag: string }) {
  const kind = tagKind(tag);
  if (kind === 'svg') return <span className="mf-tag mf-tag--svg" aria-hidden="true" dangerouslySetInnerHTML={{ __html: tag }} />;
  if (kind === 'image') return <img className="mf-tag mf-tag--img" src={tag} alt="" width={16} height={16} />;
  return <span className="mf-tag">{tag}</span>;
}
