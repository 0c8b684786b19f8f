import { lienWaiversApi, WAIVER_DOCUMENT_MESSAGE, WAIVER_DOCUMENT_TYPES } from '../../../domain/api/lien-waivers';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { readUpload } from '../../http/upload';
import { asActor } from '../audit/actor';
import {
  attachWaiverDocument,
  createWaiver,
  deleteTemplate,
  deleteWaiver,
  getWaiver,
  listTemplates,
  listWaivers,
  saveTemplate,
  setWaiverStatus,
  waiverPdf,
} from './service';

/** Lien waivers (contracts: domain/api/lien-waivers.ts); writes run through asActor so the audit log says who. */
export const lienWaiverRoutes: Feature =
  ({ db, storage }) =>
  async (app) => {
    route(app, lienWaiversApi.listWaivers, (req) => listWaivers(db, req.query));
    route(app, lienWaiversApi.getWaiver, (req) => getWaiver(db, req.params.id));
    route(app, lienWaiversApi.createWaiver, (req) => asActor(db, req.actor, (tx) => createWaiver(tx, req.body)));
    route(app, lienWaiversApi.setWaiverStatus, (req) =>
      asActor(db, req.actor, (tx) => setWaiverStatus(tx, req.params.id, req.body.status)),
    );
    route(app, lienWaiversApi.uploadWaiverDocument, async (req) => {
      const file = await readUpload(req, {
        field: 'document',
        accept: WAIVER_DOCUMENT_TYPES,
        typeMessage: WAIVER_DOCUMENT_MESSAGE,
        missingMessage: 'Please choose the signed waiver (PDF, JPEG or PNG) in the field "document"',
      });
      return asActor(db, req.actor, (tx) => attachWaiverDocument(tx, storage, req.params.id, file));
    });
    route(app, lienWaiversApi.waiverPdf, async (req, reply) => {
      const { pdf, name } = await waiverPdf(db, req.params.id);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(pdf);
    });
    route(app, lienWaiversApi.deleteWaiver, async (req) => {
      await asActor(db, req.actor, (tx) => deleteWaiver(tx, req.params.id));
      return null;
    });
    route(app, lienWaiversApi.listTemplates, () => listTemplates(db));
    route(app, lienWaiversApi.saveTemplate, (req) =>
      asActor(db, req.actor, (tx) => saveTemplate(tx, req.params.state, req.params.kind, req.body.body)),
    );
    route(app, lienWaiversApi.deleteTemplate, async (req) => {
      await asActor(db, req.actor, (tx) => deleteTemplate(tx, req.params.state, req.params.kind));
      return null;
    });
  };
