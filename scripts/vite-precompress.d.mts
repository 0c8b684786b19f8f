import type { Plugin } from 'vite';
/** Writes .br and .gz copies of every text asset of the build (see vite-precompress.mjs). */
export function precompress(): Plugin;
