import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** What the viewer drew of a PDF: its pages, its text (pages joined) and how much of each page is inked. */
export type RenderedPdf = { pages: number; text: string; inkedShare: number[] };

const ORIGIN = 'http://documents.test';
const PDFJS = path.resolve('node_modules/pdfjs-dist');

const VIEWER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Document</title>
<style>body{margin:0;background:#6b6b6b}canvas{display:block;margin:12px auto;background:#fff;box-shadow:0 1px 4px #0008}</style>
</head><body><main id="pages"></main>
<script type="module">
import * as pdfjs from '/pdfjs/build/pdf.mjs';
pdfjs.GlobalWorkerOptions.workerSrc = '/pdfjs/build/pdf.worker.mjs';
window.renderPdf = async () => {
  const doc = await pdfjs.getDocument({ url: '/document.pdf', standardFontDataUrl: '/pdfjs/standard_fonts/' }).promise;
  const text = [];
  const inkedShare = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: 1.4 });
    const canvas = document.createElement('canvas');
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    canvas.setAttribute('aria-label', 'Page ' + n);
    document.getElementById('pages').append(canvas);
    const context = canvas.getContext('2d');
    await page.render({ canvasContext: context, viewport }).promise;
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] + data[i + 1] + data[i + 2] < 600) inked++;
    inkedShare.push(inked / (data.length / 4));
    const content = await page.getTextContent();
    text.push(content.items.map((item) => item.str).join(' '));
  }
  return { pages: doc.numPages, text: text.join(' ').replace(/\\s+/g, ' '), inkedShare };
};
</script></body></html>`;

/**
 * Draws a PDF as a person sees it: pdf.js (npm pdfjs-dist, served from node_modules, nothing downloaded) renders
 * each page on a canvas in a page of its own, which can then be screenshotted and looked at.
 */
export async function renderPdf(page: Page, pdf: Buffer): Promise<RenderedPdf> {
  await page.unroute(`${ORIGIN}/**`);
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: VIEWER });
    if (url.pathname === '/document.pdf') return route.fulfill({ contentType: 'application/pdf', body: pdf });
    if (url.pathname.startsWith('/pdfjs/')) {
      const file = path.join(PDFJS, url.pathname.slice('/pdfjs/'.length));
      if (!file.startsWith(PDFJS)) return route.fulfill({ status: 404 });
      const type = file.endsWith('.mjs') ? 'text/javascript' : 'application/octet-stream';
      return route.fulfill({ contentType: type, body: await fs.readFile(file) });
    }
    return route.fulfill({ status: 404 });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => 'renderPdf' in window);
  return page.evaluate(() => (window as unknown as { renderPdf: () => Promise<RenderedPdf> }).renderPdf());
}
