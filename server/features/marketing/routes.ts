import { marketingApi } from '../../../domain/api/marketing';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { marketingPackage, packageFileName } from './package';
import { approveMarketing, generateMarketing, listMarketing, marketingItem, photosSummary, rejectMarketing } from './service';

/** AI Marketing Center (contracts: domain/api/marketing.ts). */
export const marketingRoutes: Feature =
  ({ db, ai, storage }) =>
  async (app) => {
    route(app, marketingApi.photosSummary, () => photosSummary(db));
    route(app, marketingApi.generate, (req) => generateMarketing(db, ai, req.params.id, req.body));
    route(app, marketingApi.list, () => listMarketing(db));
    route(app, marketingApi.approve, (req) => approveMarketing(db, req.params.id));
    route(app, marketingApi.reject, (req) => rejectMarketing(db, req.params.id));
    route(app, marketingApi.package, async (req, reply) => {
      const item = await marketingItem(db, req.params.id);
      const zip = await marketingPackage(storage, item);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${packageFileName(item)}"`)
        .header('cache-control', 'no-store')
        .send(zip);
    });
  };
