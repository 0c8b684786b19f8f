import { type AnalysisEngine, builtInEngine } from './index';
import { openAiCompatibleEngine } from './openai-compatible';

export type { AnalysisEngine } from './index';

/**
 * A model when AI_BASE_URL and AI_MODEL are set (AI_API_KEY optional for local servers such as Ollama;
 * AI_TIMEOUT_MS optional, default 30000), else the built-in engine.
 */
export function analysisEngineFromEnv(env: NodeJS.ProcessEnv = process.env): AnalysisEngine {
  const baseUrl = env.AI_BASE_URL?.trim();
  const model = env.AI_MODEL?.trim();
  if (!baseUrl || !model) return builtInEngine;
  const timeout = Number(env.AI_TIMEOUT_MS);
  return openAiCompatibleEngine({
    baseUrl,
    model,
    apiKey: env.AI_API_KEY?.trim() || undefined,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : undefined,
  });
}
