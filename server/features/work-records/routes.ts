import { workRecordsApi } from '../../../domain/api/work-records';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { createWorkRecord, deleteWorkRecord, listWorkRecords, updateWorkRecord } from './service';

/** Daily work records, the spec's time entries (contracts: domain/api/work-records.ts). */
export const workRecordRoutes: Feature =
  ({ db }) =>
  async (app) => {
    route(app, workRecordsApi.list, (req) => listWorkRecords(db, req.query.projectId));
    route(app, workRecordsApi.create, (req) => createWorkRecord(db, req.body));
    route(app, workRecordsApi.update, (req) => updateWorkRecord(db, req.params.id, req.body));
    route(app, workRecordsApi.remove, (req) => deleteWorkRecord(db, req.params.id));
  };
