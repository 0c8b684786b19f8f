import { z } from 'zod';
import { parseTin } from '../accounting-1099';
import { TIN_KINDS, tinProblem } from '../backup-withholding';
import { CERTIFICATE_KINDS, COMPLIANCE_STATUSES, PAYEE_TYPES } from '../compliance';
import { lazySchema } from '../lazy-schema';
import { idParamsSchema, noBodySchema, optionalText, requiredText } from '../validation';
import { dateSchema } from '../validation-dates';
import { optionalMoneySchema } from '../validation-money';
import { defineEndpoint } from './endpoint';

/** The W-9's federal tax classification (line 3a). */
export const W9_ENTITY_TYPES = ['individual', 'c_corporation', 's_corporation', 'partnership', 'trust_estate', 'llc', 'other'] as const;

/** One payee on the compliance list: its status today and, worst first, what to request (docs/decisions/099-compliance.md). */
export const complianceItemSchema = lazySchema(() =>
  z.object({
    payeeType: z.enum(PAYEE_TYPES),
    payeeId: z.number().int(),
    name: z.string(),
    status: z.enum(COMPLIANCE_STATUSES),
    /** e.g. "W-9 missing", "general liability certificate expired 2026-11-30", "… expires 2026-12-20"; [] when complete. */
    missing: z.array(z.string()),
  }),
);
export type ComplianceItem = z.infer<typeof complianceItemSchema>;

/** PUT body of a payee's W-9: replaces the one on file; its TIN and kind are copied onto the payee (1099s, backup withholding). */
export const w9InputSchema = lazySchema(() =>
  z
    .object({
      legalName: requiredText('Legal name (line 1 of the W-9) is required', 255, 'Legal name'),
      businessName: optionalText(255, 'Business name'),
      entityType: z.enum(W9_ENTITY_TYPES, { error: `Tax classification must be one of ${W9_ENTITY_TYPES.join(', ')}` }),
      tin: z.string({ error: 'Tax ID is required (SSN 123-45-6789 or EIN 12-3456789)' }).transform((v, ctx): string => {
        const parsed = parseTin(v);
        if (!parsed) {
          ctx.addIssue({ code: 'custom', message: 'Tax ID is required: 9 digits (SSN 123-45-6789 or EIN 12-3456789)' });
          return z.NEVER;
        }
        return parsed;
      }),
      tinKind: z.enum(TIN_KINDS, { error: 'Tax ID type must be ssn or ein' }),
      signedDate: dateSchema('Signed date'),
    })
    .strict()
    .superRefine((v, ctx) => {
      const problem = tinProblem(v.tin, v.tinKind);
      if (problem) ctx.addIssue({ code: 'custom', path: ['tin'], message: problem });
    }),
);
export type W9Input = z.infer<typeof w9InputSchema>;

export const w9Schema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    payeeType: z.enum(PAYEE_TYPES),
    payeeId: z.number().int(),
    legalName: z.string(),
    businessName: z.string().nullable(),
    entityType: z.enum(W9_ENTITY_TYPES),
    tin: z.string(),
    tinKind: z.enum(TIN_KINDS),
    signedDate: z.string(),
    /** The scanned form (/uploads/compliance/…), or null. */
    documentUrl: z.string().nullable(),
    updatedAt: z.string(),
  }),
);
export type W9 = z.infer<typeof w9Schema>;

/** POST body of a certificate of insurance or a workers' comp exemption; limits in dollars. */
export const certificateInputSchema = lazySchema(() =>
  z
    .object({
      kind: z.enum(CERTIFICATE_KINDS, { error: `Kind must be one of ${CERTIFICATE_KINDS.join(', ')}` }),
      carrier: requiredText('Carrier is required', 255, 'Carrier'),
      policyNumber: requiredText('Policy number is required', 100, 'Policy number'),
      eachOccurrence: optionalMoneySchema('Each-occurrence limit')
        .optional()
        .transform((v) => v ?? null),
      aggregate: optionalMoneySchema('Aggregate limit')
        .optional()
        .transform((v) => v ?? null),
      effectiveDate: dateSchema('Effective date'),
      expiryDate: dateSchema('Expiry date'),
      additionalInsured: z.boolean({ error: 'Additional insured must be true or false' }).default(false),
    })
    .strict()
    .refine((v) => v.expiryDate >= v.effectiveDate, {
      path: ['expiryDate'],
      message: 'Expiry date must be on or after the effective date',
    }),
);
export type CertificateInput = z.infer<typeof certificateInputSchema>;

export const certificateSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    payeeType: z.enum(PAYEE_TYPES),
    payeeId: z.number().int(),
    kind: z.enum(CERTIFICATE_KINDS),
    carrier: z.string(),
    policyNumber: z.string(),
    eachOccurrence: z.number().nullable(),
    aggregate: z.number().nullable(),
    effectiveDate: z.string(),
    expiryDate: z.string(),
    additionalInsured: z.boolean(),
    documentUrl: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type Certificate = z.infer<typeof certificateSchema>;

/** A payee's papers: its W-9 (null when none), its certificates newest expiry first, and its status today. */
export const payeePapersSchema = lazySchema(() =>
  z.object({
    payeeType: z.enum(PAYEE_TYPES),
    payeeId: z.number().int(),
    name: z.string(),
    status: z.enum(COMPLIANCE_STATUSES),
    missing: z.array(z.string()),
    w9: w9Schema.nullable(),
    certificates: z.array(certificateSchema),
  }),
);
export type PayeePapersAnswer = z.infer<typeof payeePapersSchema>;

/** What a scanned W-9 or certificate may be, read from its bytes: a PDF, or a JPEG or PNG photo of it. */
export const COMPLIANCE_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const COMPLIANCE_DOCUMENT_MESSAGE = 'Please select a PDF, JPEG or PNG file of the signed form';

/** The per-payee calls, once for subcontractors and once for suppliers (same shapes). */
function payeeCalls(base: '/api/subcontractors' | '/api/suppliers') {
  return {
    papers: defineEndpoint({ method: 'GET', path: `${base}/:id/compliance`, params: idParamsSchema, response: payeePapersSchema }),
    getW9: defineEndpoint({
      method: 'GET',
      path: `${base}/:id/w9`,
      params: idParamsSchema,
      response: lazySchema(() => w9Schema.nullable()),
    }),
    saveW9: defineEndpoint({ method: 'PUT', path: `${base}/:id/w9`, params: idParamsSchema, body: w9InputSchema, response: w9Schema }),
    /** multipart: document (PDF, JPEG or PNG under 10MB, checked by its bytes); replaces the W-9's scanned form. */
    uploadW9Document: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/w9/document`,
      params: idParamsSchema,
      multipart: true,
      response: w9Schema,
    }),
    listCertificates: defineEndpoint({
      method: 'GET',
      path: `${base}/:id/certificates`,
      params: idParamsSchema,
      response: lazySchema(() => z.array(certificateSchema)),
    }),
    addCertificate: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/certificates`,
      params: idParamsSchema,
      body: certificateInputSchema,
      response: certificateSchema,
      status: 201,
    }),
  };
}

const subcontractorCalls = payeeCalls('/api/subcontractors');
const supplierCalls = payeeCalls('/api/suppliers');

/** Paying only the right people (issue 44 scopes 1–3): the list, each payee's W-9 and certificates. Staff only. */
export const complianceApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/compliance', response: lazySchema(() => z.array(complianceItemSchema)) }),
  /** The payees of one job: subcontractors assigned to it or paid on it, 1099 suppliers paid on it. */
  project: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id/compliance',
    params: idParamsSchema,
    response: lazySchema(() => z.array(complianceItemSchema)),
  }),
  subcontractorPapers: subcontractorCalls.papers,
  subcontractorW9: subcontractorCalls.getW9,
  saveSubcontractorW9: subcontractorCalls.saveW9,
  uploadSubcontractorW9Document: subcontractorCalls.uploadW9Document,
  subcontractorCertificates: subcontractorCalls.listCertificates,
  addSubcontractorCertificate: subcontractorCalls.addCertificate,
  supplierPapers: supplierCalls.papers,
  supplierW9: supplierCalls.getW9,
  saveSupplierW9: supplierCalls.saveW9,
  uploadSupplierW9Document: supplierCalls.uploadW9Document,
  supplierCertificates: supplierCalls.listCertificates,
  addSupplierCertificate: supplierCalls.addCertificate,
  /** multipart: document (PDF, JPEG or PNG under 10MB, checked by its bytes); replaces the certificate's scan. */
  uploadCertificateDocument: defineEndpoint({
    method: 'POST',
    path: '/api/certificates/:id/document',
    params: idParamsSchema,
    multipart: true,
    response: certificateSchema,
  }),
  removeCertificate: defineEndpoint({
    method: 'DELETE',
    path: '/api/certificates/:id',
    params: idParamsSchema,
    body: noBodySchema,
    response: lazySchema(() => z.null()),
    status: 204,
  }),
};
