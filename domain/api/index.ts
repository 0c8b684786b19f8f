import { advancesApi } from './advances';
import type { Endpoint } from './endpoint';
import { paymentsApi } from './payments';
import { payrollApi } from './payroll';
import { smsApi } from './sms';

/** Every area's contracts (domain/api/<area>.ts): the server registers each one exactly once (server/api-contracts.test.ts). */
export const apiContracts: Record<string, Record<string, Endpoint>> = {
  advances: advancesApi,
  payments: paymentsApi,
  payroll: payrollApi,
  sms: smsApi,
};

/** Every contract with its area and name ('payroll.payWeek'). */
export function listContracts(): { name: string; endpoint: Endpoint }[] {
  return Object.entries(apiContracts).flatMap(([area, api]) =>
    Object.entries(api).map(([name, endpoint]) => ({ name: `${area}.${name}`, endpoint })),
  );
}
