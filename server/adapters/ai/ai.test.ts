import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { analysisEngineFromEnv } from './from-env';
import { type AnalysisTask, builtInEngine } from './index';
import { openAiCompatibleEngine } from './openai-compatible';

/** A real local chat-completions server: each test sets how it answers and reads what it received. */
type Seen = { path: string; authorization?: string; body: any };
let seen: Seen[] = [];
let answer: (req: Seen) => { status: number; body: string } = () => ({ status: 500, body: 'unset' });
let server: http.Server;
let baseUrl: string;

const chat = (content: string) =>
  JSON.stringify({
    id: 'c1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const s: Seen = { path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(data) };
      seen.push(s);
      const a = answer(s);
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(a.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
});

const schema = z.object({
  budgetHealth: z.enum(['excellent', 'good', 'concerning', 'critical']),
  costEfficiencyRating: z.number().min(0).max(10),
  aiInsights: z.string(),
});
type Shape = z.infer<typeof schema>;
const task: AnalysisTask<Shape> = {
  kind: 'profit',
  instructions: 'Assess the profit of the project.',
  schema,
  facts: { budget: 10000, spent: 2500 },
  builtIn: { budgetHealth: 'good', costEfficiencyRating: 7, aiInsights: 'Built-in text' },
};

describe('OpenAI-compatible engine against a local chat-completions server', () => {
  const engine = () => openAiCompatibleEngine({ baseUrl, model: 'test-model', apiKey: 'sk-test' });

  it('uses a valid answer and sends the model, the bearer key, the JSON mode and the schema', async () => {
    answer = () => ({
      status: 200,
      body: chat(JSON.stringify({ budgetHealth: 'excellent', costEfficiencyRating: 9, aiInsights: 'Model text' })),
    });
    const out = await engine().analyze(task);
    expect(out).toEqual({
      result: { budgetHealth: 'excellent', costEfficiencyRating: 9, aiInsights: 'Model text' },
      engine: { name: 'openai-compatible', model: 'test-model' },
    });
    expect(seen).toHaveLength(1);
    const req = seen[0];
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.authorization).toBe('Bearer sk-test');
    expect(req.body.model).toBe('test-model');
    expect(req.body.response_format).toEqual({ type: 'json_object' });
    const system = req.body.messages[0];
    expect(system.role).toBe('system');
    expect(system.content).toContain('Assess the profit of the project.');
    expect(system.content).toContain('"enum":["excellent","good","concerning","critical"]');
    const user = JSON.parse(req.body.messages[1].content);
    expect(user).toEqual({ facts: { budget: 10000, spent: 2500 }, draft: task.builtIn });
  });

  it('accepts an answer wrapped in a ```json fence', async () => {
    answer = () => ({ status: 200, body: chat('```json\n{"budgetHealth":"critical","costEfficiencyRating":2,"aiInsights":"x"}\n```') });
    expect((await engine().analyze(task)).result.budgetHealth).toBe('critical');
  });

  it('sends images as data-URL parts of the user message', async () => {
    answer = () => ({ status: 200, body: chat(JSON.stringify(task.builtIn)) });
    await engine().analyze({ ...task, images: [{ mimeType: 'image/png', data: Buffer.from([1, 2, 3]) }] });
    const content = seen[0].body.messages[1].content;
    expect(content[0].type).toBe('text');
    expect(content[1]).toEqual({ type: 'image_url', image_url: { url: 'data:image/png;base64,AQID' } });
  });

  it('falls back to the built-in result with the reason when the answer does not match the schema', async () => {
    answer = () => ({ status: 200, body: chat(JSON.stringify({ budgetHealth: 'superb', costEfficiencyRating: 14, aiInsights: 'x' })) });
    const out = await engine().analyze(task);
    expect(out.result).toEqual(task.builtIn);
    expect(out.engine.name).toBe('built-in');
    expect(out.engine.model).toBe('test-model');
    expect(out.engine.fallbackReason).toMatch(/^The model's answer did not match the expected shape \(budgetHealth: .+\(and 1 more\)\)$/);
  });

  it('falls back when the content is not JSON', async () => {
    answer = () => ({ status: 200, body: chat('I think the project is fine.') });
    const out = await engine().analyze(task);
    expect(out).toEqual({
      result: task.builtIn,
      engine: { name: 'built-in', model: 'test-model', fallbackReason: 'The model did not answer with JSON' },
    });
  });

  it('falls back on HTTP 500 and says so', async () => {
    answer = () => ({ status: 500, body: '{"error":"overloaded"}' });
    const out = await engine().analyze(task);
    expect(out.result).toEqual(task.builtIn);
    expect(out.engine.fallbackReason).toBe('The model answered HTTP 500: {"error":"overloaded"}');
  });

  it('falls back when the server cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const out = await openAiCompatibleEngine({ baseUrl: `http://127.0.0.1:${port}/v1`, model: 'm' }).analyze(task);
    expect(out.result).toEqual(task.builtIn);
    expect(out.engine.name).toBe('built-in');
    expect(out.engine.fallbackReason).toMatch(/^The model could not be reached \(.*ECONNREFUSED.*\)$/);
  });

  it('falls back when the model does not answer in time', async () => {
    const slow = http.createServer(() => {}); // never answers
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    try {
      const port = (slow.address() as AddressInfo).port;
      const out = await openAiCompatibleEngine({ baseUrl: `http://127.0.0.1:${port}`, model: 'm', timeoutMs: 200 }).analyze(task);
      expect(out.engine.fallbackReason).toBe('The model did not answer within 0.2 s');
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((r) => slow.close(() => r()));
    }
  });

  it('sends no Authorization header without a key', async () => {
    answer = () => ({ status: 200, body: chat(JSON.stringify(task.builtIn)) });
    await openAiCompatibleEngine({ baseUrl, model: 'local' }).analyze(task);
    expect(seen[0].authorization).toBeUndefined();
  });
});

describe('engine from the environment', () => {
  it('is the built-in engine without AI_BASE_URL and AI_MODEL', async () => {
    expect(analysisEngineFromEnv({})).toBe(builtInEngine);
    expect(analysisEngineFromEnv({ AI_BASE_URL: 'http://x' })).toBe(builtInEngine);
    expect(await builtInEngine.analyze(task)).toEqual({ result: task.builtIn, engine: { name: 'built-in' } });
  });

  it('is the model engine when configured', async () => {
    answer = () => ({ status: 200, body: chat(JSON.stringify(task.builtIn)) });
    const engine = analysisEngineFromEnv({ AI_BASE_URL: baseUrl, AI_MODEL: 'env-model', AI_API_KEY: 'k' });
    expect(engine.name).toBe('openai-compatible');
    expect((await engine.analyze(task)).engine).toEqual({ name: 'openai-compatible', model: 'env-model' });
    expect(seen[0].authorization).toBe('Bearer k');
  });
});
