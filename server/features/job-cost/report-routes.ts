import type { FastifyReply } from 'fastify';
import { jobCostReportsApi } from '../../../domain/api/job-cost-reports';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import {
  commitmentsByPayee,
  commitmentsByPayeeCsv,
  companyJobCost,
  companyJobCostCsv,
  companyJobCostPdf,
  jobCostReportFileName,
} from './report';
import { JOB_COST_TABLES } from './routes';

/** What the payee report reads besides the job cost's tables: the suppliers' names. */
const PAYEE_TABLES = ['projects', 'commitments', 'commitment_lines', 'expenses', 'suppliers', 'subcontractors'];

const download = (reply: FastifyReply, type: string, name: string, body: string | Buffer) =>
  reply.type(type).header('content-disposition', `attachment; filename="${name}"`).send(body);

/**
 * The company's job cost by cost code and committed cost by payee (contracts: domain/api/job-cost-reports.ts). The
 * JSON answers are cached until a table they read changes; the downloads are made fresh.
 */
export const jobCostReportRoutes: Feature =
  ({ db, cache }) =>
  async (app) => {
    const { companyJobCost: jc, commitmentsByPayee: cp } = jobCostReportsApi;
    route(app, jc, (req, reply) =>
      cache.respond(reply, `company-job-cost:${req.query.projects}`, jc.response, () => companyJobCost(db, req.query.projects), [
        ...JOB_COST_TABLES,
        'suppliers',
      ]),
    );
    route(app, jobCostReportsApi.companyJobCostCsv, async (req, reply) => {
      const report = await companyJobCost(db, req.query.projects);
      const name = jobCostReportFileName('job-cost-by-cost-code', req.query.projects, report.asOf, 'csv');
      return download(reply, 'text/csv; charset=utf-8', name, companyJobCostCsv(report));
    });
    route(app, jobCostReportsApi.companyJobCostPdf, async (req, reply) => {
      const report = await companyJobCost(db, req.query.projects);
      const name = jobCostReportFileName('job-cost-by-cost-code', req.query.projects, report.asOf, 'pdf');
      return download(reply, 'application/pdf', name, await companyJobCostPdf(db, report, req.query.projects));
    });
    route(app, cp, (req, reply) =>
      cache.respond(
        reply,
        `commitments-by-payee:${req.query.projects}`,
        cp.response,
        () => commitmentsByPayee(db, req.query.projects),
        PAYEE_TABLES,
      ),
    );
    route(app, jobCostReportsApi.commitmentsByPayeeCsv, async (req, reply) => {
      const report = await commitmentsByPayee(db, req.query.projects);
      const name = jobCostReportFileName('commitments-by-payee', req.query.projects, report.asOf, 'csv');
      return download(reply, 'text/csv; charset=utf-8', name, commitmentsByPayeeCsv(report));
    });
  };
