import { expensesApi } from '../../../domain/api/expenses';
import type { ExpenseInput } from '../../../domain/expenses';
import type { Feature } from '../../context';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import { assertEnteredBy, assertProjectInScope, assertRowInScope, expenseScopeSql, FOREMAN_NO_LABOR, isForeman } from '../../http/scope';
import { asActor } from '../audit/actor';
import type { Actor } from '../auth/service';
import {
  createExpense,
  deleteExpense,
  expenseCategoryTotals,
  expensesCsvExport,
  getExpense,
  listExpenses,
  updateExpense,
  workRecordPay,
} from './service';
import { ExpenseSummaryPieces } from './summary-pieces';

/** Expenses (contracts: domain/api/expenses.ts). */
export const expenseRoutes: Feature =
  ({ db, cache }) =>
  async (app) => {
    // Pages and tiles are cached per query (bounded) until a table they read changes (server/http/response-cache.ts):
    // the page reads the expenses and the names of their project, supplier, employee and subcontractor and the
    // receipt's file. The tiles are two parts cached apart, so a work record does not recompute the expense sums nor an
    // expense the labor: the expense part reads expense_category_totals (written only by the expense triggers, so a
    // change of expenses) and, for a search, the projects' names; the labor part reads the work records' count and the
    // labor totals kept on projects (changed with time_entries and the employees' rates, or a project's delete), or
    // for a date range the work records priced at the employees' rates.
    const listTables = ['expenses', 'projects', 'suppliers', 'employees', 'subcontractors', 'receipts'];
    const expensePartTables = ['expenses', 'projects'];
    const laborPartTables = ['time_entries', 'employees', 'projects'];
    const summaryTables = [...new Set([...expensePartTables, ...laborPartTables])];
    const pieces = new ExpenseSummaryPieces(cache);
    route(app, expensesApi.list, async (req, reply) => {
      // A foreman's page: the expenses of their projects without labor, filtered in SQL, not cached.
      if (isForeman(req.actor)) return listExpenses(db, req.query, (e) => expenseScopeSql(req.actor, e));
      return cache.respond(
        reply,
        `expenses:${JSON.stringify(req.query)}`,
        expensesApi.list.response,
        () => listExpenses(db, req.query),
        listTables,
      );
    });

    // Registered before /api/expenses/:id so 'summary' is never read as an id.
    route(app, expensesApi.summary, async (req, reply) => {
      const key = JSON.stringify(req.query);
      return cache.respond(
        reply,
        `expense-summary:${key}`,
        expensesApi.summary.response,
        async () => {
          // Over every project the parts are kept per project (summary-pieces.ts); any other filter reads them whole.
          const kept = ExpenseSummaryPieces.serves(req.query);
          const [expensePart, laborPart] = await Promise.all([
            cache.get(
              `expense-summary-expenses:${key}`,
              async () => JSON.stringify(kept ? await pieces.categoryTotals(db, req.query) : await expenseCategoryTotals(db, req.query)),
              expensePartTables,
            ),
            cache.get(
              `expense-summary-labor:${key}`,
              async () => JSON.stringify(kept ? await pieces.workRecordPay(db, req.query) : await workRecordPay(db, req.query)),
              laborPartTables,
            ),
          ]);
          return { ...JSON.parse(expensePart), workRecords: JSON.parse(laborPart) };
        },
        summaryTables,
      );
    });

    // Staff only (domain/access.ts): every matching row at once, not cached.
    route(app, expensesApi.exportCsv, async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="expenses.csv"')
        .send(await expensesCsvExport(db, req.query)),
    );

    route(app, expensesApi.get, async (req) => {
      await assertRowInScope(db, req.actor, 'expenses', req.params.id);
      return getExpense(db, req.params.id);
    });

    /** A foreman writes expenses on their projects only, and no labor (the crew's pay). */
    const checkInput = async (actor: Actor | null, input: ExpenseInput) => {
      await assertProjectInScope(db, actor, input.projectId);
      if (isForeman(actor) && input.category === 'labor') throw new AppError('forbidden', FOREMAN_NO_LABOR);
    };

    route(app, expensesApi.create, async (req) => {
      await checkInput(req.actor, req.body);
      return asActor(db, req.actor, (tx) => createExpense(tx, req.body, req.actor));
    });

    route(app, expensesApi.update, async (req) => {
      await assertRowInScope(db, req.actor, 'expenses', req.params.id);
      await assertEnteredBy(db, req.actor, 'expenses', req.params.id);
      await checkInput(req.actor, req.body);
      return asActor(db, req.actor, (tx) => updateExpense(tx, req.params.id, req.body, req.actor));
    });

    route(app, expensesApi.remove, async (req) => {
      await assertRowInScope(db, req.actor, 'expenses', req.params.id);
      await assertEnteredBy(db, req.actor, 'expenses', req.params.id);
      await asActor(db, req.actor, (tx) => deleteExpense(tx, req.params.id));
      return null;
    });
  };
