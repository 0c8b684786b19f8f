import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AccountingOverview } from '../../../domain/accounting';
import { buildOverview } from '../../../domain/accounting-overview';
import { cents } from '../../../domain/money';
import { ResponseCache } from '../../http/response-cache';
import { sendOverview } from './overview-cache';

/** A small overview of a year at a rate, as the SQL would give it. */
const overviewOf = (year: number, taxRate: number): AccountingOverview =>
  buildOverview({
    year,
    revenueMethod: 'earned',
    costs: [{ month: 2, source: 'material', amount: cents(100_000) }],
    revenue: [{ month: 1, revenue: cents(1_000_001), projects: 1, completed: 0, active: 1 }],
    contractValueOfJobsStarted: cents(0),
    projects: [],
    unpriced: { unpricedWorkRecords: 0, projectsWithUnpricedWork: 0 },
    receipts: [],
    receiptCount: 1,
    taxRate,
  });

describe('accounting overview cache', () => {
  it('holds one body per year whatever the tax rates asked, computing each year once', async () => {
    const cache = new ResponseCache();
    const computed: string[] = [];
    const app = Fastify();
    app.get<{ Querystring: { year: string; taxRate: string } }>('/overview', (req, reply) =>
      sendOverview(cache, reply, Number(req.query.year), Number(req.query.taxRate), async (year, rate) => {
        computed.push(`${year}@${rate}`);
        return overviewOf(year, rate);
      }),
    );
    const rates = [25, 0, 12.5, 30, 33.33, 99.99, 100, 25];
    for (const year of [2025, 2026]) {
      for (const taxRate of rates) {
        const res = await app.inject({ url: `/overview?year=${year}&taxRate=${taxRate}` });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(overviewOf(year, taxRate));
      }
    }
    expect(computed).toEqual(['2025@25', '2026@25']);
    expect(cache.size).toBe(2);
    await app.close();
  });
});
