import { z } from 'zod';
import { companyProfileInputSchema, companyProfileSchema } from '../company-profile';
import { lazySchema } from '../lazy-schema';
import { noBodySchema } from '../validation';
import { defineEndpoint } from './endpoint';

/** The company profile (issue 39 scope 4): name, address, phone, e-mail, license number and logo on every document. */
export const companyProfileApi = {
  get: defineEndpoint({ method: 'GET', path: '/api/company-profile', response: companyProfileSchema }),
  save: defineEndpoint({ method: 'PUT', path: '/api/company-profile', body: companyProfileInputSchema, response: companyProfileSchema }),
  /** multipart: logo (PNG or JPEG under 2MB, checked by its bytes). */
  uploadLogo: defineEndpoint({ method: 'POST', path: '/api/company-profile/logo', multipart: true, response: companyProfileSchema }),
  removeLogo: defineEndpoint({ method: 'DELETE', path: '/api/company-profile/logo', body: noBodySchema, response: companyProfileSchema }),
  /** The logo as stored (PNG); 404 without one. */
  logo: defineEndpoint({
    method: 'GET',
    path: '/api/company-profile/logo',
    query: lazySchema(() => z.object({ v: z.string().max(40).optional() })),
    produces: 'image/png',
  }),
};
