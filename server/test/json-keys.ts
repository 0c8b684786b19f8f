/** The places (as paths like $[0].budget) where any of `keys` is a key, at any depth of a JSON value. */
export function keysFound(keys: ReadonlySet<string>, value: unknown, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keysFound(keys, v, `${at}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [...(keys.has(k) ? [`${at}.${k}`] : []), ...keysFound(keys, v, `${at}.${k}`)]);
}
