import type { Plugin } from 'vite';

export function deferStylesheets(html: string): string;
export function deferredCss(): Plugin;
