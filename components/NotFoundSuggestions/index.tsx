import { Island } from '../Islands/Island';
import { NotFoundSuggestionsBody } from './Body';

/**
 * For the 404 page's body (docs/<lang>/404.mdx): `<NotFoundSuggestions />` lists the pages a missing
 * address may have meant. An island, so its code loads with the 404 page and no other page's.
 */
export function NotFoundSuggestions() {
  return (
    <Island name="NotFoundSuggestions">
      <NotFoundSuggestionsBody />
    </Island>
  );
}
