import { employeesApi } from '../../../domain/api/employees';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { previewRateChange, rateHistory } from './rates';
import { createEmployee, deleteEmployee, getEmployee, listEmployees, updateEmployee } from './service';

/** Employees (contracts: domain/api/employees.ts). */
export const employeeRoutes: Feature =
  ({ db }) =>
  async (app) => {
    route(app, employeesApi.list, (req) => listEmployees(db, req.query));
    route(app, employeesApi.get, (req) => getEmployee(db, req.params.id));
    route(app, employeesApi.create, (req) => createEmployee(db, req.body));
    route(app, employeesApi.update, (req) => updateEmployee(db, req.params.id, req.body));
    route(app, employeesApi.rates, (req) => rateHistory(db, req.params.id));
    route(app, employeesApi.ratePreview, (req) => previewRateChange(db, req.params.id, req.query));
    route(app, employeesApi.remove, (req) => deleteEmployee(db, req.params.id));
  };
