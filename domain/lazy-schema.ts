/**
 * A schema (or any object) built on first use in the browser instead of when its module loads.
 *
 * Zod builds a schema when its expression runs; the domain's modules declare hundreds of them at their top level,
 * and a screen imports a module for one of them. `lazySchema(() => z.object(…))` stands for the schema and, in a
 * browser, builds it the first time anything reads it (a parse, an `.extend`, zod walking a parent schema), then
 * forwards every read to it. The first load of a screen then builds only the schemas it parses
 * (docs/decisions/).
 *
 * Only a browser defers. Zod reaches a nested schema through a stand-in with one proxy read each time it parses
 * (for a list, once per element and field), which the server paid on every answer it checked: under the bench's
 * mixed load it served 15–20 % fewer requests. The server builds each schema when its module loads, as before.
 */
const IN_BROWSER = typeof document !== 'undefined';

export function lazySchema<T extends object>(build: () => T): T {
  return IN_BROWSER ? deferredSchema(build) : build();
}

/** The stand-in itself: builds the schema the first time anything reads it, then forwards every read to it. */
export function deferredSchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key, real()),
    has: (_, key) => Reflect.has(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value, real()),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // The stand-in has no properties of its own: a proxy may only report a configurable one.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
