import { subcontractorsApi } from '../../../domain/api/subcontractors';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { createSubcontractor, deleteSubcontractor, getSubcontractor, listSubcontractors, updateSubcontractor } from './service';

/** Subcontractors (contracts: domain/api/subcontractors.ts). */
export const subcontractorRoutes: Feature =
  ({ db }) =>
  async (app) => {
    route(app, subcontractorsApi.list, () => listSubcontractors(db));
    route(app, subcontractorsApi.get, (req) => getSubcontractor(db, req.params.id));
    route(app, subcontractorsApi.create, (req) => createSubcontractor(db, req.body));
    route(app, subcontractorsApi.update, (req) => updateSubcontractor(db, req.params.id, req.body));
    route(app, subcontractorsApi.remove, (req) => deleteSubcontractor(db, req.params.id));
  };
