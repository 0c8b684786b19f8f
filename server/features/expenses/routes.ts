import { expensesApi } from '../../../domain/api/expenses';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { createExpense, deleteExpense, expenseSummary, getExpense, listExpenses, updateExpense } from './service';

/** Expenses (contracts: domain/api/expenses.ts). */
export const expenseRoutes: Feature =
  ({ db, cache }) =>
  async (app) => {
    // Pages and tiles are cached per query (bounded) until a table they read changes (server/http/response-cache.ts):
    // the page reads the expenses and the names of their project, supplier, employee and subcontractor and the
    // receipt's file; the tiles read expense_category_totals (written only by the expense triggers, so a change of
    // expenses) and, for a search, the projects' names. Neither reads a project's cost totals.
    const listTables = ['expenses', 'projects', 'suppliers', 'employees', 'subcontractors', 'receipts'];
    const summaryTables = ['expenses', 'projects'];
    route(app, expensesApi.list, async (req, reply) =>
      cache.respond(
        reply,
        `expenses:${JSON.stringify(req.query)}`,
        expensesApi.list.response,
        () => listExpenses(db, req.query),
        listTables,
      ),
    );

    // Registered before /api/expenses/:id so 'summary' is never read as an id.
    route(app, expensesApi.summary, async (req, reply) =>
      cache.respond(
        reply,
        `expense-summary:${JSON.stringify(req.query)}`,
        expensesApi.summary.response,
        () => expenseSummary(db, req.query),
        summaryTables,
      ),
    );

    route(app, expensesApi.get, (req) => getExpense(db, req.params.id));

    route(app, expensesApi.create, (req) => createExpense(db, req.body));

    route(app, expensesApi.update, (req) => updateExpense(db, req.params.id, req.body));

    route(app, expensesApi.remove, async (req) => {
      await deleteExpense(db, req.params.id);
      return null;
    });
  };
