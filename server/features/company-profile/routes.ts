import { companyProfileApi } from '../../../domain/api/company-profile';
import { LOGO_MIME_TYPES, LOGO_TYPE_MESSAGE } from '../../../domain/company-profile';
import type { Feature } from '../../context';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { readUpload } from '../../http/upload';
import { getCompanyProfile, logoPng, removeLogo, saveCompanyProfile, saveLogo } from './service';

/** The company profile (contracts: domain/api/company-profile.ts). */
export const companyProfileRoutes: Feature =
  ({ db }) =>
  async (app) => {
    route(app, companyProfileApi.get, () => getCompanyProfile(db));
    route(app, companyProfileApi.save, (req) => saveCompanyProfile(db, req.body));
    route(app, companyProfileApi.uploadLogo, async (req) => {
      const file = await readUpload(req, {
        field: 'logo',
        accept: LOGO_MIME_TYPES,
        typeMessage: LOGO_TYPE_MESSAGE,
        missingMessage: 'Please choose a logo image',
      });
      return saveLogo(db, file);
    });
    route(app, companyProfileApi.removeLogo, () => removeLogo(db));
    route(app, companyProfileApi.logo, async (_req, reply) => {
      const png = await logoPng(db);
      if (!png) throw notFound('Logo');
      return reply.type('image/png').header('cache-control', 'private, max-age=300').send(png);
    });
  };
