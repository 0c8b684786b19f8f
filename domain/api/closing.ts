import { closePeriodSchema, periodsSchema, reopenPeriodSchema } from '../closing';
import { defineEndpoint } from './endpoint';

/** Closing the books (issue 37): the close date and its history; closing and reopening are the owner's. */
export const closingApi = {
  periods: defineEndpoint({ method: 'GET', path: '/api/accounting/periods', response: periodsSchema }),
  close: defineEndpoint({ method: 'POST', path: '/api/accounting/periods/close', body: closePeriodSchema, response: periodsSchema }),
  reopen: defineEndpoint({ method: 'POST', path: '/api/accounting/periods/reopen', body: reopenPeriodSchema, response: periodsSchema }),
};
