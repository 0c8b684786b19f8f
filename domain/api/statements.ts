import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import {
  importResultSchema,
  lineCandidatesSchema,
  lineExpenseInputSchema,
  linesQuerySchema,
  manualMatchInputSchema,
  reconciliationQuerySchema,
  reconciliationSchema,
  statementAccountInputSchema,
  statementAccountSchema,
  statementLineSchema,
  statementPreviewSchema,
} from '../statements/schemas';
import { idParamsSchema } from '../validation';
import { defineEndpoint } from './endpoint';

const matchedSchema = lazySchema(() => z.object({ matched: z.number().int() }));

/** Bank, card and payment-app statements matched to the books (issue 41, scope 5). */
export const statementsApi = {
  accounts: defineEndpoint({
    method: 'GET',
    path: '/api/statements/accounts',
    response: lazySchema(() => z.array(statementAccountSchema)),
  }),
  createAccount: defineEndpoint({
    method: 'POST',
    path: '/api/statements/accounts',
    body: statementAccountInputSchema,
    response: statementAccountSchema,
    status: 201,
  }),
  updateAccount: defineEndpoint({
    method: 'PUT',
    path: '/api/statements/accounts/:id',
    params: idParamsSchema,
    body: statementAccountInputSchema,
    response: statementAccountSchema,
  }),
  /** A file's header and first rows, with the mapping remembered for the account (or guessed), before importing. */
  preview: defineEndpoint({
    method: 'POST',
    path: '/api/statements/accounts/:id/preview',
    params: idParamsSchema,
    multipart: true,
    response: statementPreviewSchema,
  }),
  /** Imports a CSV (field "mapping": JSON, remembered for the account) or OFX/QFX file; 200 when the file was imported before. */
  import: defineEndpoint({
    method: 'POST',
    path: '/api/statements/accounts/:id/import',
    params: idParamsSchema,
    multipart: true,
    response: importResultSchema,
    status: 201,
    alsoStatus: [200],
  }),
  lines: defineEndpoint({
    method: 'GET',
    path: '/api/statements/accounts/:id/lines',
    params: idParamsSchema,
    query: linesQuerySchema,
    response: lazySchema(() => z.array(statementLineSchema)),
  }),
  autoMatch: defineEndpoint({
    method: 'POST',
    path: '/api/statements/accounts/:id/auto-match',
    params: idParamsSchema,
    response: matchedSchema,
  }),
  reconciliation: defineEndpoint({
    method: 'GET',
    path: '/api/statements/accounts/:id/reconciliation',
    params: idParamsSchema,
    query: reconciliationQuerySchema,
    response: reconciliationSchema,
  }),
  candidates: defineEndpoint({
    method: 'GET',
    path: '/api/statements/lines/:id/candidates',
    params: idParamsSchema,
    response: lineCandidatesSchema,
  }),
  match: defineEndpoint({
    method: 'POST',
    path: '/api/statements/lines/:id/match',
    params: idParamsSchema,
    body: manualMatchInputSchema,
    response: statementLineSchema,
  }),
  createExpense: defineEndpoint({
    method: 'POST',
    path: '/api/statements/lines/:id/expense',
    params: idParamsSchema,
    body: lineExpenseInputSchema,
    response: statementLineSchema,
    status: 201,
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/api/statements/matches/:id/accept',
    params: idParamsSchema,
    response: statementLineSchema,
  }),
  undo: defineEndpoint({ method: 'POST', path: '/api/statements/matches/:id/undo', params: idParamsSchema, response: statementLineSchema }),
};
