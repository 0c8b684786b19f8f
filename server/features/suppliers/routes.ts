import { suppliersApi } from '../../../domain/api/suppliers';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { createSupplier, deleteSupplier, getSupplier, listSuppliers, updateSupplier } from './service';

/** Suppliers (contracts: domain/api/suppliers.ts). */
export const supplierRoutes: Feature =
  ({ db }) =>
  async (app) => {
    route(app, suppliersApi.list, (req) => listSuppliers(db, req.query));
    route(app, suppliersApi.get, (req) => getSupplier(db, req.params.id));
    route(app, suppliersApi.create, (req) => createSupplier(db, req.body));
    route(app, suppliersApi.update, (req) => updateSupplier(db, req.params.id, req.body));
    route(app, suppliersApi.remove, (req) => deleteSupplier(db, req.params.id));
  };
