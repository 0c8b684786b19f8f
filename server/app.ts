import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ContextOptions, createContext, type Feature } from './context';
import { accountingExportRoutes } from './features/accounting/export-routes';
import { accountingRoutes } from './features/accounting/routes';
import { advanceRoutes } from './features/advances/routes';
import { analysisRoutes } from './features/analysis/routes';
import { analyzerRoutes } from './features/analyzer/routes';
import { approvalPdfRoutes } from './features/approval-pdf/routes';
import { auditRoutes } from './features/audit/routes';
import { authRoutes } from './features/auth/routes';
import { backupRoutes } from './features/backups/routes';
import { billingRoutes } from './features/billing/routes';
import { closingRoutes } from './features/closing/routes';
import { companyProfileRoutes } from './features/company-profile/routes';
import { complianceRoutes } from './features/compliance/routes';
import { costTrackingRoutes } from './features/cost-tracking/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { employeeRoutes } from './features/employees/routes';
import { eventRoutes } from './features/events/routes';
import { expenseRoutes } from './features/expenses/routes';
import { geocodingRoutes } from './features/geocoding/routes';
import { healthRoutes } from './features/health/routes';
import { jobCostReportRoutes } from './features/job-cost/report-routes';
import { jobCostRoutes } from './features/job-cost/routes';
import { laborBurdenRoutes } from './features/labor-burden/routes';
import { ledgerRoutes } from './features/ledger/routes';
import { lienWaiverRoutes } from './features/lien-waivers/routes';
import { lifecycleRoutes } from './features/lifecycle/routes';
import { marketingRoutes } from './features/marketing/routes';
import { notificationRoutes } from './features/notifications/routes';
import { paymentRoutes } from './features/payments/routes';
import { payrollRoutes } from './features/payroll/routes';
import { photoRoutes } from './features/photos/routes';
import { projectionRoutes } from './features/projection/routes';
import { projectRoutes } from './features/projects/routes';
import { receiptRoutes } from './features/receipts/routes';
import { reportRoutes } from './features/reports/routes';
import { searchRoutes } from './features/search/routes';
import { smsRoutes } from './features/sms/routes';
import { socialRoutes } from './features/social/routes';
import { statementRoutes } from './features/statements/routes';
import { subcontractorRoutes } from './features/subcontractors/routes';
import { supplierRoutes } from './features/suppliers/routes';
import { systemRoutes } from './features/system/routes';
import { teamRoutes } from './features/team/routes';
import { timesheetRoutes } from './features/timesheet/routes';
import { userRoutes } from './features/users/routes';
import { workRecordRoutes } from './features/work-records/routes';
import { cookieActor, registerAuth } from './http/auth';
import { registerClientAssets } from './http/client-assets';
import { errorHandler } from './http/errors';
import { IdempotencyStore } from './http/idempotency';
import { refuseNulInput } from './http/input-guard';
import { registerSecurity, type SecurityOptions } from './http/security';
import { registerUploads } from './http/uploads';
import { WriteHealth, type WriteHealthOptions } from './http/write-health';

export type AppOptions = ContextOptions & {
  /** Built client (dist/client); served with an SPA fallback when it exists. */
  clientDir?: string;
  logLevel?: string;
  /** Where the log goes (default stdout); tests pass a stream to read what was logged. */
  logStream?: { write: (line: string) => void };
  /** Called for every route as it is registered: tests compare the route table with domain/api, and the
   * bad-input suite derives its request list from it. */
  onRoute?: (route: RouteOptions) => void;
  /** Host names, https and rate limits (server/http/security.ts); tests leave it out (loopback names, no https). */
  security?: SecurityOptions;
  /** Read the client's address from X-Forwarded-For (behind a reverse proxy): Fastify's trustProxy. */
  trustProxy?: boolean | string;
  /** Disk folders and free-space floor behind readiness (server/http/write-health.ts); default none watched. */
  writeHealth?: WriteHealthOptions;
};

/** Every feature's routes, registered the same way from one context. */
const features: Feature[] = [
  systemRoutes,
  authRoutes,
  userRoutes,
  eventRoutes,
  projectRoutes,
  billingRoutes,
  closingRoutes,
  dashboardRoutes,
  projectionRoutes,
  healthRoutes,
  expenseRoutes,
  notificationRoutes,
  supplierRoutes,
  searchRoutes,
  employeeRoutes,
  subcontractorRoutes,
  teamRoutes,
  workRecordRoutes,
  timesheetRoutes,
  costTrackingRoutes,
  advanceRoutes,
  paymentRoutes,
  smsRoutes,
  payrollRoutes,
  photoRoutes,
  approvalPdfRoutes,
  receiptRoutes,
  analysisRoutes,
  analyzerRoutes,
  lifecycleRoutes,
  marketingRoutes,
  socialRoutes,
  accountingRoutes,
  backupRoutes,
  accountingExportRoutes,
  statementRoutes,
  ledgerRoutes,
  reportRoutes,
  laborBurdenRoutes,
  jobCostRoutes,
  jobCostReportRoutes,
  complianceRoutes,
  lienWaiverRoutes,
  auditRoutes,
  companyProfileRoutes,
  geocodingRoutes,
];

/** A path segment that is data, not a name: a shared snapshot's link holds the snapshot itself (issue 38). */
const DATA_IN_PATH = /^(\/shared-snapshot\/)[^/?]*/;

/** The request as the log shows it: method and path, never the query string (search terms, names) nor a snapshot. */
export function requestLogLine(req: Pick<FastifyRequest, 'method' | 'url' | 'ip'>) {
  return { method: req.method, url: req.url.split('?')[0].replace(DATA_IN_PATH, '$1…'), remoteAddress: req.ip };
}

/** Builds the Fastify app without listening; tests and main.ts both use it. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logLevel === 'silent'
        ? false
        : { level: opts.logLevel ?? 'info', ...(opts.logStream ? { stream: opts.logStream } : {}), serializers: { req: requestLogLine } },
    bodyLimit: 1024 * 1024,
    trustProxy: opts.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('writeHealth', new WriteHealth(opts.writeHealth));
  app.setErrorHandler(errorHandler);
  app.addHook('preValidation', refuseNulInput);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  await registerSecurity(app, opts.security ?? {});

  const ctx = await createContext(opts);
  // The Idempotency-Key of every create, kept in the database (server/http/idempotency.ts, route.ts).
  app.decorate('idempotency', new IdempotencyStore(ctx.db));
  // A write is answered once its change has reached the cache (server/http/response-cache.ts).
  ctx.cache.register(app, opts.database);
  // Every committed change (any process) drops the response cache and reaches the open event streams.
  await opts.database.onDataChanged((payload) => {
    ctx.cache.note(payload);
    ctx.changes.publish(payload);
  });
  if (!opts.ocr) app.addHook('onClose', () => ctx.ocr.close());
  // Who each request acts as, and the access table (domain/access.ts) enforced before any handler.
  registerAuth(app, { db: ctx.db, auth: ctx.config.auth });

  // Multipart uploads (photos, approval PDFs, receipts); the 10MB limit is enforced per request while streaming.
  await app.register(fastifyMultipart);
  await registerUploads(app, ctx.storage);

  for (const feature of features) await app.register(feature(ctx));

  // The page announces the first API calls of its screen to whoever may make them (sign-in off: the owner).
  await registerClientAssets(
    app,
    opts.clientDir,
    async (req) => (await cookieActor({ db: ctx.db, auth: ctx.config.auth }, req.headers.cookie))?.role ?? null,
  );
  return app;
}
