import { complianceApi } from '../../../domain/api/compliance';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { asActor } from '../audit/actor';
import { addCertificate, getW9, listCertificates, listCompliance, payeePapers, removeCertificate, saveW9 } from './service';

/** Paying only the right people (contracts: domain/api/compliance.ts); writes run through asActor so the audit log says who. */
export const complianceRoutes: Feature =
  ({ db }) =>
  async (app) => {
    route(app, complianceApi.list, () => listCompliance(db));
    for (const type of ['subcontractor', 'supplier'] as const) {
      const calls =
        type === 'subcontractor'
          ? {
              papers: complianceApi.subcontractorPapers,
              getW9: complianceApi.subcontractorW9,
              saveW9: complianceApi.saveSubcontractorW9,
              list: complianceApi.subcontractorCertificates,
              add: complianceApi.addSubcontractorCertificate,
            }
          : {
              papers: complianceApi.supplierPapers,
              getW9: complianceApi.supplierW9,
              saveW9: complianceApi.saveSupplierW9,
              list: complianceApi.supplierCertificates,
              add: complianceApi.addSupplierCertificate,
            };
      route(app, calls.papers, (req) => payeePapers(db, type, req.params.id));
      route(app, calls.getW9, (req) => getW9(db, type, req.params.id));
      route(app, calls.saveW9, (req) => asActor(db, req.actor, (tx) => saveW9(tx, type, req.params.id, req.body)));
      route(app, calls.list, (req) => listCertificates(db, type, req.params.id));
      route(app, calls.add, (req) => asActor(db, req.actor, (tx) => addCertificate(tx, type, req.params.id, req.body)));
    }
    route(app, complianceApi.removeCertificate, async (req) => {
      await asActor(db, req.actor, (tx) => removeCertificate(tx, req.params.id));
      return null;
    });
  };
