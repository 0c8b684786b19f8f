import { z } from 'zod';
import { lazySchema } from '../lazy-schema';

/** Which engine produced an analysis (server/adapters/ai EngineInfo), shown by the UI next to every result. */
export const engineInfoSchema = lazySchema(() =>
  z.object({
    name: z.enum(['built-in', 'openai-compatible']),
    model: z.string().optional(),
    fallbackReason: z.string().optional(),
  }),
);
export type EngineInfoView = z.infer<typeof engineInfoSchema>;
