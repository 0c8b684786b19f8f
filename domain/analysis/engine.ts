import { z } from 'zod';

/** Which engine produced an analysis (server/adapters/ai EngineInfo), shown by the UI next to every result. */
export const engineInfoSchema = z.object({
  name: z.enum(['built-in', 'openai-compatible']),
  model: z.string().optional(),
  fallbackReason: z.string().optional(),
});
export type EngineInfoView = z.infer<typeof engineInfoSchema>;
