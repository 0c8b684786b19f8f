import type { z } from 'zod';

/**
 * The analysis engine adapter (docs/product/rules.md §11).
 *
 * Every analysis is first computed by the built-in engine from the project's and the document's own figures
 * (pure functions in domain/). When a model is configured (AI_BASE_URL, AI_API_KEY, AI_MODEL) the model is
 * asked for the same shape, given the facts and the built-in draft; its answer must validate against the
 * same Zod schema or the built-in result is used and the response says why.
 */
export type EngineInfo = {
  /** Which engine produced the result that is returned. */
  name: 'built-in' | 'openai-compatible';
  model?: string;
  /** Set when a model is configured but its answer could not be used. */
  fallbackReason?: string;
};

export type AnalysisTask<T> = {
  /** A short name for logs and the prompt: 'pdf-profitability', 'photo', 'progress', 'profit', 'completion'. */
  kind: string;
  /** What the model is asked to do, in plain words. */
  instructions: string;
  /** The read shape; the model's JSON must pass it. */
  schema: z.ZodType<T>;
  /** The facts the analysis is based on (figures, text); sent to the model as JSON. */
  facts: unknown;
  /** The built-in engine's result for the same facts. */
  builtIn: T;
  /** Images the analysis is about (a job-site photo); sent to a model as data URLs, ignored by the built-in engine. */
  images?: { mimeType: string; data: Buffer }[];
};

export type AnalysisOutcome<T> = { result: T; engine: EngineInfo };

export interface AnalysisEngine {
  /** 'built-in' when no model is configured. */
  readonly name: EngineInfo['name'];
  analyze<T>(task: AnalysisTask<T>): Promise<AnalysisOutcome<T>>;
}

/** The default engine: returns the built-in result, computed from real figures by domain functions. */
export const builtInEngine: AnalysisEngine = {
  name: 'built-in',
  async analyze(task) {
    return { result: task.builtIn, engine: { name: 'built-in' } };
  },
};
