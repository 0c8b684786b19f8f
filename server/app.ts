import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AnalysisEngine, analysisEngineFromEnv } from './adapters/ai/from-env';
import { type OcrEngine, tesseractOcr } from './adapters/ocr';
import { type SmsSender, smsSenderFromEnv } from './adapters/sms';
import { type FileStorage, temporaryStorage } from './adapters/storage';
import type { Database, Db } from './db/client';
import { advanceRoutes } from './features/advances/routes';
import { analysisRoutes } from './features/analysis/routes';
import { approvalPdfRoutes } from './features/approval-pdf/routes';
import { costTrackingRoutes } from './features/cost-tracking/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { employeeRoutes } from './features/employees/routes';
import { ChangeBroker } from './features/events/change-broker';
import { type EventRouteOptions, eventRoutes } from './features/events/routes';
import { expenseRoutes } from './features/expenses/routes';
import { lifecycleRoutes } from './features/lifecycle/routes';
import { notificationRoutes } from './features/notifications/routes';
import { paymentRoutes } from './features/payments/routes';
import { payrollRoutes } from './features/payroll/routes';
import { photoRoutes } from './features/photos/routes';
import { projectRoutes } from './features/projects/routes';
import { receiptRoutes } from './features/receipts/routes';
import { smsRoutes } from './features/sms/routes';
import { subcontractorRoutes } from './features/subcontractors/routes';
import { supplierRoutes } from './features/suppliers/routes';
import { systemRoutes } from './features/system/routes';
import { teamRoutes } from './features/team/routes';
import { workRecordRoutes } from './features/work-records/routes';
import { registerClientAssets } from './http/client-assets';
import { errorHandler } from './http/errors';
import { ResponseCache } from './http/response-cache';

export type AppOptions = {
  database: Database;
  /** Built client (dist/client); served with an SPA fallback when it exists. */
  clientDir?: string;
  logLevel?: string;
  /** Sends pay stubs by text; default from the environment: an SMS provider when configured, else the outbox. */
  sms?: SmsSender;
  /** Uploaded files; default: a fresh temporary directory (tests, in-memory databases). main.ts passes DATA_DIR/uploads. */
  storage?: FileStorage;
  /** Analysis engine; default from the environment: a model when AI_* is set, else the built-in engine. */
  ai?: AnalysisEngine;
  /** OCR for receipts and scanned PDFs; default tesseract.js worker threads with the bundled English data. */
  ocr?: OcrEngine;
  /** Server-sent change events (GET /api/events); tests shorten the heartbeat. */
  events?: EventRouteOptions;
};

/** What the file-handling and analysis features need. */
export type FeatureDeps = {
  db: Db;
  cache: ResponseCache;
  storage: FileStorage;
  ai: AnalysisEngine;
  ocr: OcrEngine;
};

/** Builds the Fastify app without listening; tests and main.ts both use it. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logLevel === 'silent' ? false : { level: opts.logLevel ?? 'info' },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  const cache = new ResponseCache();
  cache.register(app);
  // Every committed change (any process) drops the response cache and reaches the open event streams.
  const broker = new ChangeBroker();
  await opts.database.onDataChanged((payload) => {
    cache.invalidate();
    broker.publish(payload);
  });
  const { db } = opts.database;
  const storage = opts.storage ?? (await temporaryStorage());
  const ocr = opts.ocr ?? tesseractOcr();
  if (!opts.ocr) app.addHook('onClose', () => ocr.close());
  const deps: FeatureDeps = { db, cache, storage, ai: opts.ai ?? analysisEngineFromEnv(), ocr };

  // Multipart uploads (photos, approval PDFs, receipts); the 10MB limit is enforced per request while streaming.
  await app.register(fastifyMultipart);
  // Stored photos and receipt images: /uploads/photos/{fileName}, /uploads/thumbnails/{fileName}, /uploads/receipts/{fileName}.
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
    immutable: true,
  });

  await app.register(systemRoutes(opts.database));
  await app.register(eventRoutes(broker, opts.events));
  await app.register(projectRoutes(db, cache, storage));
  await app.register(dashboardRoutes(db, cache));
  await app.register(expenseRoutes(db, cache));
  await app.register(notificationRoutes(db));
  await app.register(supplierRoutes(db));
  await app.register(employeeRoutes(db));
  await app.register(subcontractorRoutes(db));
  await app.register(teamRoutes(db));
  await app.register(workRecordRoutes(db));
  await app.register(costTrackingRoutes(db, cache));
  await app.register(advanceRoutes(db));
  await app.register(paymentRoutes(db));
  await app.register(smsRoutes(db, opts.sms ?? smsSenderFromEnv()));
  await app.register(payrollRoutes(db, cache));
  await app.register(photoRoutes(deps));
  await app.register(approvalPdfRoutes(deps));
  await app.register(receiptRoutes(deps));
  await app.register(analysisRoutes(deps));
  await app.register(lifecycleRoutes(deps));

  await registerClientAssets(app, opts.clientDir);
  return app;
}
