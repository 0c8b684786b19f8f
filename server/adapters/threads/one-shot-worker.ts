import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * How to start a worker entry `name` that sits beside the module at `moduleUrl`. In the server bundle (dist/server,
 * plain JavaScript) it is the entry `name.js` beside every chunk (scripts/server-build.mjs lists each). From the
 * TypeScript sources (tsx in dev and benches, Vitest in tests) the thread first registers tsx's loader, then imports
 * the .ts module.
 */
function workerSource(moduleUrl: string, name: string): { code: string | URL; eval: boolean } {
  if (!moduleUrl.endsWith('.ts')) return { code: new URL(`./${name}.js`, moduleUrl), eval: false };
  const require = createRequire(moduleUrl);
  const tsxDir = path.dirname(require.resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const entry = new URL(`./${name}.ts`, moduleUrl).href;
  return {
    code: `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`,
    eval: true,
  };
}

/** What a one-shot worker entry answers (answerOnce below). */
type Answer<O> = { result: O } | { error: string };

/**
 * One job done in a worker thread, off the thread that answers requests. The thread starts (and loads what it
 * needs) as soon as this is made; run() sends it the input and ends it once it answers; close() ends it if the
 * job is not wanted. `label` names the job in its errors.
 */
export class OneShotWorker<I, O> {
  private readonly worker: Worker;
  private readonly answer: Promise<O>;

  constructor(moduleUrl: string, name: string, label: string) {
    const source = workerSource(moduleUrl, name);
    this.worker = new Worker(source.code, { eval: source.eval });
    this.answer = new Promise<O>((resolve, reject) => {
      this.worker.once('message', (a: Answer<O>) => {
        if ('error' in a) reject(new Error(`${label}: ${a.error}`));
        else resolve(a.result);
      });
      this.worker.once('error', reject);
      this.worker.once('exit', (code) => reject(new Error(`${label} worker stopped (exit code ${code})`)));
    });
    this.answer.catch(() => {}); // seen by run(); unseen when the job is dropped
  }

  /** Does the job on `input` and ends the thread. */
  async run(input: I): Promise<O> {
    this.worker.postMessage(input);
    try {
      return await this.answer;
    } finally {
      this.close();
    }
  }

  close() {
    this.worker.terminate().catch(() => {});
  }
}

/**
 * The worker side: answers the one message it is sent with job(input), or with the error's text. `transfer` lists
 * the buffers of the result to move rather than copy (a year's ledger files are tens of megabytes).
 */
export function answerOnce<I, O>(
  port: import('node:worker_threads').MessagePort | null,
  job: (input: I) => Promise<O>,
  transfer?: (result: O) => ArrayBuffer[],
) {
  if (!port) throw new Error('this module runs only as a worker thread');
  port.once('message', (input: I) => {
    job(input).then(
      (result) => port.postMessage({ result } satisfies Answer<O>, transfer?.(result) ?? []),
      (e: unknown) => port.postMessage({ error: e instanceof Error ? (e.stack ?? e.message) : String(e) } satisfies Answer<O>),
    );
  });
}
