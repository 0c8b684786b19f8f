import { statementsApi } from '../../../domain/api/statements';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { asActor } from '../audit/actor';
import { createAccount, getAccount, listAccounts, updateAccount } from './accounts';
import { importStatement, previewStatement } from './import';
import { expenseFromLine, lineCandidates } from './inbox';
import { acceptMatch, autoMatch, listLines, matchByHand, undoMatch } from './matches';
import { accountReconciliation } from './reconcile';
import { readStatementFile } from './statement-file';

/** Bank, card and payment-app statements matched to the books (issue 41 scope 5; contracts: domain/api/statements.ts). */
export const statementRoutes: Feature =
  ({ db }) =>
  async (app) => {
    route(app, statementsApi.accounts, () => listAccounts(db));
    route(app, statementsApi.createAccount, (req) => asActor(db, req.actor, (tx) => createAccount(tx, req.body)));
    route(app, statementsApi.updateAccount, (req) => asActor(db, req.actor, (tx) => updateAccount(tx, req.params.id, req.body)));
    route(app, statementsApi.preview, async (req) => {
      await getAccount(db, req.params.id);
      return previewStatement(db, req.params.id, await readStatementFile(req));
    });
    route(app, statementsApi.import, async (req, reply) => {
      await getAccount(db, req.params.id);
      const file = await readStatementFile(req);
      const { status, result } = await asActor(db, req.actor, (tx) => importStatement(tx, req.params.id, file));
      reply.code(status);
      return result;
    });
    route(app, statementsApi.lines, async (req) => {
      await getAccount(db, req.params.id);
      return listLines(db, req.params.id, req.query);
    });
    route(app, statementsApi.autoMatch, (req) =>
      asActor(db, req.actor, async (tx) => {
        await getAccount(tx, req.params.id);
        return { matched: await autoMatch(tx, req.params.id) };
      }),
    );
    route(app, statementsApi.reconciliation, (req) => accountReconciliation(db, req.params.id, req.query.month));
    route(app, statementsApi.candidates, (req) => lineCandidates(db, req.params.id));
    route(app, statementsApi.match, (req) => asActor(db, req.actor, (tx) => matchByHand(tx, req.params.id, req.body)));
    route(app, statementsApi.createExpense, (req) => asActor(db, req.actor, (tx) => expenseFromLine(tx, req.params.id, req.body)));
    route(app, statementsApi.accept, (req) => asActor(db, req.actor, (tx) => acceptMatch(tx, req.params.id)));
    route(app, statementsApi.undo, (req) => asActor(db, req.actor, (tx) => undoMatch(tx, req.params.id)));
  };
