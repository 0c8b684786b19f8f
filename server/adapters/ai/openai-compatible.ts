import { z } from 'zod';
import type { AnalysisEngine, AnalysisOutcome, AnalysisTask } from './index';

export type OpenAiCompatibleOptions = {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama); '/chat/completions' is appended. */
  baseUrl: string;
  model: string;
  /** Sent as 'Authorization: Bearer …' when set (local servers often need none). */
  apiKey?: string;
  /** Per request; the built-in result is used when the model takes longer. Default 30 s. */
  timeoutMs?: number;
};

/** The JSON Schema of a task's read shape for the prompt (output side; anything zod cannot express becomes {}). */
export function jsonSchemaOf(schema: z.ZodType): unknown {
  try {
    return z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  } catch {
    return {};
  }
}

/** The chat-completions request body for a task: instructions + shape as the system message, facts + draft as the user message. */
export function chatRequest(model: string, task: AnalysisTask<unknown>) {
  const system = [
    `You are the analysis engine of a construction job-management tool. Task: ${task.kind}.`,
    task.instructions,
    'Base every statement on the facts given; do not invent figures. A draft computed by rules from the same facts is included: keep its figures unless the facts clearly support a different value, and improve the wording and judgement.',
    'Answer with JSON matching this shape (JSON Schema), and nothing else:',
    JSON.stringify(jsonSchemaOf(task.schema)),
  ].join('\n\n');
  const text = JSON.stringify({ facts: task.facts, draft: task.builtIn });
  const content =
    task.images && task.images.length > 0
      ? [
          { type: 'text', text },
          ...task.images.map((img) => ({
            type: 'image_url',
            image_url: { url: `data:${img.mimeType};base64,${img.data.toString('base64')}` },
          })),
        ]
      : text;
  return {
    model,
    response_format: { type: 'json_object' },
    temperature: 0.2,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content },
    ],
  };
}

/** Pulls the JSON object out of a model's message (tolerates a ```json fence around it). */
function parseAnswer(content: string): unknown {
  const trimmed = content.trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/.exec(trimmed);
  return JSON.parse(fenced ? fenced[1] : trimmed);
}

function describeIssues(error: z.ZodError): string {
  const first = error.issues[0];
  const where = first?.path.length ? `${first.path.join('.')}: ` : '';
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : '';
  return `${where}${first?.message ?? 'invalid'}${more}`;
}

/**
 * An OpenAI-compatible chat-completions engine (hosted models, Ollama, llama.cpp, vLLM …). One request per
 * analysis, no retries; on any failure (network, timeout, non-200, non-JSON, shape mismatch) the built-in
 * result is returned with the reason, so an analysis never fails because of the model.
 */
export function openAiCompatibleEngine(opts: OpenAiCompatibleOptions): AnalysisEngine {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = opts.timeoutMs ?? 30_000;
  return {
    name: 'openai-compatible',
    async analyze<T>(task: AnalysisTask<T>): Promise<AnalysisOutcome<T>> {
      const fallback = (reason: string): AnalysisOutcome<T> => ({
        result: task.builtIn,
        engine: { name: 'built-in', model: opts.model, fallbackReason: reason },
      });
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}) },
          body: JSON.stringify(chatRequest(opts.model, task as AnalysisTask<unknown>)),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (e) {
        const err = e as Error;
        if (err.name === 'TimeoutError') return fallback(`The model did not answer within ${timeoutMs / 1000} s`);
        const cause = (err.cause as Error | undefined)?.message;
        return fallback(`The model could not be reached (${cause ?? err.message})`);
      }
      let bodyText: string;
      try {
        bodyText = await res.text();
      } catch (e) {
        return fallback(`The model's answer could not be read (${(e as Error).message})`);
      }
      if (!res.ok) return fallback(`The model answered HTTP ${res.status}${bodyText ? `: ${bodyText.slice(0, 200)}` : ''}`);
      let content: unknown;
      try {
        content = (JSON.parse(bodyText) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
      } catch {
        return fallback('The model server did not answer with chat-completions JSON');
      }
      if (typeof content !== 'string' || content.trim() === '') return fallback('The model returned no message content');
      let answer: unknown;
      try {
        answer = parseAnswer(content);
      } catch {
        return fallback('The model did not answer with JSON');
      }
      const parsed = task.schema.safeParse(answer);
      if (!parsed.success) return fallback(`The model's answer did not match the expected shape (${describeIssues(parsed.error)})`);
      return { result: parsed.data, engine: { name: 'openai-compatible', model: opts.model } };
    },
  };
}
