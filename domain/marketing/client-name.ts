/**
 * A marketing post never names the client unless the owner allows it (issue 39 scope 4): the project's
 * description often carries "Client: Elena Martinez" from the approval PDF, and job names are often the
 * client's ("Martinez kitchen"). These remove such mentions from the facts the writer works from.
 */

/** Labels after which a document names the client (as the approval PDF reader knows them) and what follows up to the end of the clause. */
const LABELLED =
  /\b(?:client(?:\s+name)?|customer(?:\s+name)?|(?:property\s+|home\s*)?owner(?:\s+name)?|homeowner|prepared\s+for|submitted\s+to|bill(?:ed)?\s+to|sold\s+to|attention|attn)\s*[:\-–—]\s*[^.;\n]*[.;]?/gi;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words that name a client: the whole name and each part of at least 3 letters ("Elena Martinez" → itself, Elena, Martinez); "and", "the" and the like never. */
export function clientNameParts(names: readonly (string | null | undefined)[]): string[] {
  const skip = new Set(['and', 'the', 'mrs', 'miss', 'family', 'llc', 'inc']);
  const parts = new Set<string>();
  for (const raw of names) {
    const name = raw?.trim();
    if (!name) continue;
    parts.add(name);
    for (const w of name.split(/[\s,&/]+/)) {
      const word = w.replace(/[^\p{L}'-]/gu, '');
      if (word.length >= 3 && !skip.has(word.toLowerCase())) parts.add(word);
    }
  }
  // Longest first, so the whole name goes before its parts.
  return [...parts].sort((a, b) => b.length - a.length);
}

/** The text without labelled client mentions and without the client's name or its parts (with a possessive 's). */
export function withoutClientName(text: string, names: readonly (string | null | undefined)[]): string {
  let out = text.replace(LABELLED, ' ');
  for (const part of clientNameParts(names)) {
    out = out.replace(new RegExp(`(?<![\\p{L}])${escapeRegExp(part)}(?:['’]s)?(?![\\p{L}])`, 'giu'), ' ');
  }
  return out
    .replace(/\s+([.,;:!?])/g, '$1')
    .replace(/([.,;:])(?:\s*[.,;:])+/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s.,;:–—-]+/, '')
    .trim();
}
