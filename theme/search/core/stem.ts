/**
 * A light English stemmer for matching word forms a reader may type against the forms a page uses
 * (timeouts / timeout, shared / sharing / share, loaded / loading). It only has to map related forms to
 * the same key; the key itself is never shown. Words with digits, short words and non-Latin words are
 * their own key.
 */
const VOWEL = /[aeiouy]/;

export function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:[sxz]|ch|sh)es$/.test(w) && w.length > 5) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5 && VOWEL.test(w.slice(0, -3))) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4 && VOWEL.test(w.slice(0, -2))) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  // mapping -> mapp -> map; but keep "ll" and "ss" (install, class).
  if (/([b-df-hj-kmnp-rtvz])\1$/.test(w) && w.length > 3) w = w.slice(0, -1);
  return w;
}
