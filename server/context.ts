import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AnalysisEngine, analysisEngineFromEnv } from './adapters/ai/from-env';
import { createOutboxEmailSender, type EmailSender } from './adapters/email';
import { type Geocoder, geocoderFromEnv } from './adapters/geocoding';
import { type OcrEngine, tesseractOcr } from './adapters/ocr';
import { type SmsSender, smsSenderFromEnv } from './adapters/sms';
import { type SocialPublisher, socialPublisherFromEnv } from './adapters/social';
import { type FileStorage, temporaryStorage } from './adapters/storage';
import type { Database, Db } from './db/client';
import { ChangeBroker } from './features/events/change-broker';
import { ReadingsOfToday } from './features/health/service';
import { SERVER_ID } from './features/system/scheduled-runs';
import { ResponseCache } from './http/response-cache';

/**
 * Everything a feature may need, built once per app by createContext. Features receive the whole context
 * and pass each service only what it uses (`(db, params)`, plus an adapter when the service needs one).
 */
export type AppContext = {
  /** The database handle for queries and transactions. */
  db: Db;
  /** The opened database itself: its kind (health) and its change notifications. */
  database: Database;
  /** Pre-serialized bodies of hot GET routes (cachedJson in server/http/response-cache.ts). */
  cache: ResponseCache;
  /** Committed changes, fanned out to the open event streams (GET /api/events). */
  changes: ChangeBroker;
  /** Writes today's health readings once a day (health requests and the daily check share it). */
  health: ReadingsOfToday;
  storage: FileStorage;
  ai: AnalysisEngine;
  ocr: OcrEngine;
  sms: SmsSender;
  /** Sends invoices by e-mail (issue 20); the outbox until a mail provider is configured. */
  email: EmailSender;
  /** Address search once the owner turns it on (issue 39 scope 6): Nominatim at GEOCODER_URL. */
  geocoder: Geocoder;
  /** Where backups are kept and whether this server writes one every day (server/features/backups). */
  backups: { dir: string; daily: boolean; firstCheckMs: number; checkEveryMs: number };
  /** Whether notification checks run on their own (daily and after cost writes); default true. */
  autoChecks: boolean;
  /** Social posts: where due posts go, and whether this server's scheduler publishes them (server/features/social). */
  social: { publisher: SocialPublisher; scheduler: boolean; firstCheckMs: number; checkEveryMs: number; leaseMs: number; serverId: string };
  config: {
    /** Interval of the heartbeat on the event stream, milliseconds. */
    eventHeartbeatMs: number;
    /** Whether sign-in is required (issue 16): beyond loopback always, on loopback with AUTH=on. */
    auth: boolean;
  };
};

/** One feature's routes: every feature registers the same way, from the list in server/app.ts. */
export type Feature = (ctx: AppContext) => FastifyPluginAsyncZod;

export type ContextOptions = {
  database: Database;
  /** Sends pay stubs by text; default from the environment: an SMS provider when configured, else the outbox. */
  sms?: SmsSender;
  /** Sends invoices by e-mail; default the outbox (stored, never sent anywhere). */
  email?: EmailSender;
  /** Address search once the owner turns it on; default from the environment (Nominatim at GEOCODER_URL). */
  geocoder?: Geocoder;
  /** Uploaded files; default: a fresh temporary directory (tests, in-memory databases). main.ts passes DATA_DIR/uploads. */
  storage?: FileStorage;
  /** Analysis engine; default from the environment: a model when AI_* is set, else the built-in engine. */
  ai?: AnalysisEngine;
  /** OCR for receipts and scanned PDFs; default tesseract.js worker threads with the bundled English data. */
  ocr?: OcrEngine;
  /** Backups: main.ts passes BACKUP_DIR with daily backups on; default a fresh temporary directory, none automatic. */
  backups?: { dir?: string; daily?: boolean; firstCheckMs?: number; checkEveryMs?: number };
  /** Notification checks on their own, daily and after cost writes (default true). */
  autoChecks?: boolean;
  /**
   * Social posts: the publisher (default from the environment: the outbox, and SOCIAL_WEBHOOK_URL when set) and the
   * scheduler that publishes due posts (on by default, off where autoChecks is off unless asked for).
   */
  social?: {
    publisher?: SocialPublisher;
    scheduler?: boolean;
    firstCheckMs?: number;
    checkEveryMs?: number;
    leaseMs?: number;
    serverId?: string;
  };
  /** Server-sent change events (GET /api/events); tests shorten the heartbeat (default 20 s). */
  events?: { heartbeatMs?: number };
  /** Require sign-in (default off: every request acts as the owner, as on loopback without AUTH=on). */
  auth?: boolean;
  /** Check JSON built by the database against its response schema (default true; main.ts: false, see ResponseCache). */
  checkBuiltJson?: boolean;
};

/** The context with every dependency not given filled from its default. */
export async function createContext(opts: ContextOptions): Promise<AppContext> {
  return {
    db: opts.database.db,
    database: opts.database,
    cache: new ResponseCache(500, opts.checkBuiltJson ?? true),
    changes: new ChangeBroker(),
    health: new ReadingsOfToday(),
    storage: opts.storage ?? (await temporaryStorage()),
    ai: opts.ai ?? analysisEngineFromEnv(),
    ocr: opts.ocr ?? tesseractOcr(),
    sms: opts.sms ?? smsSenderFromEnv(),
    email: opts.email ?? createOutboxEmailSender(),
    geocoder: opts.geocoder ?? geocoderFromEnv(),
    backups: {
      dir: opts.backups?.dir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'plumbline-backups-'))),
      daily: opts.backups?.daily ?? false,
      firstCheckMs: opts.backups?.firstCheckMs ?? 60_000,
      checkEveryMs: opts.backups?.checkEveryMs ?? 60 * 60 * 1000,
    },
    config: { eventHeartbeatMs: opts.events?.heartbeatMs ?? 20_000, auth: opts.auth ?? false },
    autoChecks: opts.autoChecks ?? true,
    social: {
      publisher: opts.social?.publisher ?? socialPublisherFromEnv(),
      scheduler: opts.social?.scheduler ?? opts.autoChecks ?? true,
      firstCheckMs: opts.social?.firstCheckMs ?? 3_000,
      checkEveryMs: opts.social?.checkEveryMs ?? 30_000,
      // A webhook call times out after 10 s; a claim older than this belongs to a server that died mid-send.
      leaseMs: opts.social?.leaseMs ?? 2 * 60_000,
      serverId: opts.social?.serverId ?? SERVER_ID,
    },
  };
}
