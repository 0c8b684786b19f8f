import { jobCostApi } from '../../../domain/api/job-cost';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { asActor } from '../audit/actor';
import {
  commitmentPdf,
  createCommitment,
  deleteCommitment,
  getCommitment,
  listCommitments,
  setCommitmentStatus,
  updateCommitment,
} from './commitments';
import { costCodeSuggestion, createCostCode, jobCost, listCostCodes, saveBudgetLines, updateCostCode } from './service';

/**
 * Cost codes, the budget by cost code, the job cost and commitments (contracts: domain/api/job-cost.ts). The job cost
 * is cached per project until a table it reads changes; writes run through asActor so the audit log says who.
 */
export const JOB_COST_TABLES = [
  'projects',
  'cost_codes',
  'project_cost_codes',
  'change_orders',
  'commitments',
  'commitment_lines',
  'expenses',
  'time_entries',
  'employees',
  'subcontractors',
  'employee_rates',
  'burden_years',
  'employee_burden',
];

export const jobCostRoutes: Feature =
  ({ db, cache }) =>
  async (app) => {
    route(app, jobCostApi.listCostCodes, () => listCostCodes(db));
    route(app, jobCostApi.costCodeSuggestion, (req) => costCodeSuggestion(db, req.query));
    route(app, jobCostApi.createCostCode, (req) => asActor(db, req.actor, (tx) => createCostCode(tx, req.body)));
    route(app, jobCostApi.updateCostCode, (req) => asActor(db, req.actor, (tx) => updateCostCode(tx, req.params.id, req.body)));
    route(app, jobCostApi.jobCost, (req, reply) =>
      cache.respond(reply, `job-cost:${req.params.id}`, jobCostApi.jobCost.response, () => jobCost(db, req.params.id), JOB_COST_TABLES),
    );
    route(app, jobCostApi.saveBudgetLines, async (req) => {
      await asActor(db, req.actor, (tx) => saveBudgetLines(tx, req.params.id, req.body));
      return jobCost(db, req.params.id);
    });
    route(app, jobCostApi.listCommitments, (req) => listCommitments(db, req.query.projectId));
    route(app, jobCostApi.getCommitment, (req) => getCommitment(db, req.params.id));
    route(app, jobCostApi.createCommitment, (req) => asActor(db, req.actor, (tx) => createCommitment(tx, req.body)));
    route(app, jobCostApi.updateCommitment, (req) => asActor(db, req.actor, (tx) => updateCommitment(tx, req.params.id, req.body)));
    route(app, jobCostApi.setCommitmentStatus, (req) =>
      asActor(db, req.actor, (tx) => setCommitmentStatus(tx, req.params.id, req.body.status)),
    );
    route(app, jobCostApi.deleteCommitment, (req) => asActor(db, req.actor, (tx) => deleteCommitment(tx, req.params.id)));
    route(app, jobCostApi.commitmentPdf, async (req, reply) => {
      const { pdf, name } = await commitmentPdf(db, req.params.id);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(pdf);
    });
  };
