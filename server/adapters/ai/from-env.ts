import { type AnalysisEngine, builtInEngine } from './index';

export type { AnalysisEngine } from './index';

/** A model when AI_BASE_URL and AI_MODEL are set (AI_API_KEY optional for local servers), else the built-in engine. */
export function analysisEngineFromEnv(env: NodeJS.ProcessEnv = process.env): AnalysisEngine {
  // The OpenAI-compatible engine is wired here once it lands (server/adapters/ai/openai-compatible.ts).
  void env;
  return builtInEngine;
}
