import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** Who a 1099 payee is: a subcontractor, or a supplier marked as a 1099 payee (ids are per kind). */
export const payeeKindSchema = lazySchema(() => z.enum(['subcontractor', 'supplier']));

/** GET /api/accounting/1099?year=: who gets a 1099-NEC, card/app payments apart, and missing W-9s or TINs. */
export const form1099SummarySchema = lazySchema(() =>
  z.object({
    year: z.number().int(),
    /** The 1099-NEC threshold of the year, dollars. */
    threshold: z.number(),
    necPayees: z.array(
      z.object({
        kind: payeeKindSchema,
        id: z.number().int(),
        name: z.string(),
        company: z.string().nullable(),
        /** Masked on screen and in the PDF: only the last 4 digits. */
        tin: z.string(),
        /** 'ssn' or 'ein'; null when not said (IRIS asks for it). */
        tinKind: z.enum(['ssn', 'ein']).nullable(),
        w9OnFile: z.boolean(),
        /** 1099-NEC box 1, dollars. */
        amount: z.number(),
        /** Backup withholding kept from the year's payments (1099-NEC box 4), dollars. */
        withheld: z.number(),
      }),
    ),
    cardOrAppPayees: z.array(
      z.object({ kind: payeeKindSchema, id: z.number().int(), name: z.string(), company: z.string().nullable(), amount: z.number() }),
    ),
    /** Backup withholding of the year, all payees (Form 945), dollars. */
    withheld: z.number(),
    warnings: z.array(
      z.object({ kind: payeeKindSchema, id: z.number().int(), name: z.string(), amount: z.number(), missing: z.array(z.string()) }),
    ),
  }),
);
export type Form1099Summary = z.infer<typeof form1099SummarySchema>;
