import { COMPLIANCE_DOCUMENT_MESSAGE, COMPLIANCE_DOCUMENT_TYPES, complianceApi } from '../../../domain/api/compliance';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { readUpload } from '../../http/upload';
import { asActor } from '../audit/actor';
import {
  addCertificate,
  attachCertificateDocument,
  attachW9Document,
  getW9,
  listCertificates,
  listCompliance,
  payeePapers,
  removeCertificate,
  saveW9,
} from './service';

/** Paying only the right people (contracts: domain/api/compliance.ts); writes run through asActor so the audit log says who. */
export const complianceRoutes: Feature =
  ({ db, storage }) =>
  async (app) => {
    /** The scanned form of a multipart request's field "document", checked by its bytes (PDF, JPEG or PNG, under 10MB). */
    const document = (req: Parameters<typeof readUpload>[0]) =>
      readUpload(req, {
        field: 'document',
        accept: COMPLIANCE_DOCUMENT_TYPES,
        typeMessage: COMPLIANCE_DOCUMENT_MESSAGE,
        missingMessage: 'Please choose the scanned form (PDF, JPEG or PNG) in the field "document"',
      });
    route(app, complianceApi.list, () => listCompliance(db));
    route(app, complianceApi.project, (req) => listCompliance(db, req.params.id));
    for (const type of ['subcontractor', 'supplier'] as const) {
      const calls =
        type === 'subcontractor'
          ? {
              papers: complianceApi.subcontractorPapers,
              getW9: complianceApi.subcontractorW9,
              saveW9: complianceApi.saveSubcontractorW9,
              uploadW9: complianceApi.uploadSubcontractorW9Document,
              list: complianceApi.subcontractorCertificates,
              add: complianceApi.addSubcontractorCertificate,
            }
          : {
              papers: complianceApi.supplierPapers,
              getW9: complianceApi.supplierW9,
              saveW9: complianceApi.saveSupplierW9,
              uploadW9: complianceApi.uploadSupplierW9Document,
              list: complianceApi.supplierCertificates,
              add: complianceApi.addSupplierCertificate,
            };
      route(app, calls.papers, (req) => payeePapers(db, type, req.params.id));
      route(app, calls.getW9, (req) => getW9(db, type, req.params.id));
      route(app, calls.saveW9, (req) => asActor(db, req.actor, (tx) => saveW9(tx, type, req.params.id, req.body)));
      route(app, calls.uploadW9, async (req) => {
        const file = await document(req);
        return attachW9Document(db, (write) => asActor(db, req.actor, write), storage, type, req.params.id, file);
      });
      route(app, calls.list, (req) => listCertificates(db, type, req.params.id));
      route(app, calls.add, (req) => asActor(db, req.actor, (tx) => addCertificate(tx, type, req.params.id, req.body)));
    }
    route(app, complianceApi.uploadCertificateDocument, async (req) => {
      const file = await document(req);
      return attachCertificateDocument(db, (write) => asActor(db, req.actor, write), storage, req.params.id, file);
    });
    route(app, complianceApi.removeCertificate, async (req) => {
      const fileName = await asActor(db, req.actor, (tx) => removeCertificate(tx, req.params.id));
      if (fileName) await storage.remove('compliance', fileName).catch(() => {});
      return null;
    });
  };
