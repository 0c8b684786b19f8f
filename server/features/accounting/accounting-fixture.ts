import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { insertEmployee, insertExpense, insertWorkRecord } from '../../test/factories';

/**
 * The hand-worked dataset of the accounting tests (totals worked out in accounting.test.ts). 2025 revenue: Alpha
 * (active, January) 10,000.10 + Beta (completed, March) 5,000.00; Gamma is on hold and Delta started in 2024.
 */
export async function seedAccountingYear(db: Db) {
  const project = async (name: string, start: string, budget: string, status: string, active: boolean) => {
    const [row] = await rows<{ id: number }>(
      db.execute(sql`INSERT INTO projects (name, location, start_date, budget, status, is_active)
        VALUES (${name}, 'Tampa, FL', ${start}, ${budget}, ${status}, ${active}) RETURNING id`),
    );
    return row.id;
  };
  const alpha = await project('Alpha Kitchen', '2025-01-15', '10000.10', 'active', true);
  const beta = await project('Beta Deck', '2025-03-02', '5000.00', 'completed', false);
  const gamma = await project('Gamma Roof', '2025-03-20', '2500.00', 'on_hold', false);
  const delta = await project('Delta Bath', '2024-12-01', '7000.00', 'active', true);
  const [supplier] = await rows<{ id: number }>(db.execute(sql`INSERT INTO suppliers (name) VALUES ('Home Depot') RETURNING id`));
  const expense = (p: number, amount: string, category: string, date: string, description: string) =>
    insertExpense(db, p, amount, { category, date, description });
  const lumber = await expense(alpha, '1234.56', 'material', '2025-01-20', 'Lumber and drywall');
  await db.execute(sql`UPDATE expenses SET supplier_id = ${supplier.id} WHERE id = ${lumber}`);
  await expense(alpha, '300.00', 'labor', '2025-02-10', 'Day laborer');
  await expense(beta, '1500.00', 'subcontractor', '2025-03-05', 'Framing crew');
  await expense(beta, '400.00', 'equipment', '2025-03-06', 'Saw rental');
  await expense(delta, '45.67', 'gas', '2025-02-11', 'Truck gas');
  await expense(delta, '54.33', 'fuel', '2025-02-12', 'Generator diesel');
  await expense(alpha, '80.01', 'dining', '2025-01-21', 'Crew lunch');
  await expense(alpha, '250.00', 'permits', '2025-01-05', 'Building permit');
  await expense(beta, '99.99', 'utilities', '2025-03-07', 'Temporary power');
  await expense(alpha, '10.00', 'other', '2025-12-31', 'Dump fee');
  // Outside 2025: the day before and the day after.
  await expense(alpha, '999.99', 'material', '2024-12-31', 'Cabinets deposit');
  await expense(alpha, '888.88', 'material', '2026-01-01', 'Tile');
  const ana = await insertEmployee(db, { name: 'Ana Lopez', dailyRate: '200.00' });
  await insertWorkRecord(db, alpha, ana, '2.5', null, '2025-01-22'); // 500.00
  await insertWorkRecord(db, beta, ana, '1.0', '180.50', '2025-03-08'); // 180.50
  await insertWorkRecord(db, alpha, ana, '1.0', null, '2024-12-30'); // 200.00, 2024
  return { alpha, beta, gamma, delta, ana, supplier: supplier.id };
}
