import { addDays } from '../../domain/dates';
import { centsText, type Rng } from '../prng';
import { CITIES, FIRST_NAMES, LAST_NAMES, POSITIONS, SUBCONTRACTOR_TRADES, SUPPLIER_BRANDS } from '../vocabulary';
import type { Cell, EmployeePlan, TableRows } from './types';

const phone = (rng: Rng) => `(${rng.pick(['813', '727', '407', '904', '941', '352'])}) 555-${String(rng.int(100, 9999)).padStart(4, '0')}`;
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Crew members: daily rates $120–$320; about one in five is paid by the hour (hourly rate = daily ÷ 8). */
export function buildEmployees(rng: Rng, count: number): { table: TableRows; plans: EmployeePlan[] } {
  const rows: Cell[][] = [];
  const plans: EmployeePlan[] = [];
  for (let id = 1; id <= count; id++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const dailyRateCents = rng.int(240, 640) * 50; // $120.00 … $320.00 in 50-cent steps
    const hourly = rng.chance(0.2);
    const active = rng.chance(0.9);
    const method = rng.pick(['cash', 'cashapp', 'check']);
    rows.push([
      id,
      `${first} ${last}`,
      rng.chance(0.7) ? `${slug(first)}.${slug(last)}${id}@example.com` : null,
      phone(rng),
      rng.pick(POSITIONS),
      hourly ? centsText(Math.round(dailyRateCents / 8)) : null,
      centsText(dailyRateCents),
      hourly ? 'hourly' : 'daily',
      method === 'cashapp' ? `$${slug(first)}${slug(last)}${id}` : null,
      method,
      active,
    ]);
    plans.push({ id, dailyRateCents, active });
  }
  const columns = [
    'id',
    'name',
    'email',
    'phone',
    'position',
    'hourly_rate',
    'daily_rate',
    'pay_type',
    'cashapp_handle',
    'preferred_payment_method',
    'active',
  ];
  return { table: { table: 'employees', columns, rows }, plans };
}

/** Supply houses and rental yards, one branch per city. */
export function buildSuppliers(rng: Rng, count: number): TableRows {
  const rows: Cell[][] = [];
  for (let id = 1; id <= count; id++) {
    const [brand, specialties] = SUPPLIER_BRANDS[(id - 1) % SUPPLIER_BRANDS.length];
    const [city] = CITIES[Math.floor((id - 1) / SUPPLIER_BRANDS.length) % CITIES.length];
    rows.push([
      id,
      `${brand} - ${city}`,
      rng.chance(0.6) ? `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}` : null,
      rng.chance(0.5) ? `orders.${slug(brand)}${id}@example.com` : null,
      phone(rng),
      `${rng.int(100, 9999)} ${rng.pick(['US-19', 'Dale Mabry Hwy', 'Colonial Dr', 'Blanding Blvd', 'Tamiami Trl'])}, ${city}, FL`,
      `{${specialties.map((s) => `"${s}"`).join(',')}}`, // text[] literal
    ]);
  }
  return { table: 'suppliers', columns: ['id', 'name', 'contact_person', 'email', 'phone', 'address', 'specialties'], rows };
}

/** One licensed subcontractor per trade. */
export function buildSubcontractors(rng: Rng, count: number, today: string): TableRows {
  const rows: Cell[][] = [];
  for (let id = 1; id <= count; id++) {
    const trade = SUBCONTRACTOR_TRADES[(id - 1) % SUBCONTRACTOR_TRADES.length];
    const last = rng.pick(LAST_NAMES);
    rows.push([
      id,
      `${rng.pick(FIRST_NAMES)} ${last}`,
      `${last.replace("'", '')} ${trade} LLC`,
      `office@${slug(last)}${slug(trade)}.example.com`,
      phone(rng),
      trade,
      `CGC${rng.int(1_500_000, 1_539_999)}`,
      addDays(today, rng.int(-30, 400)),
      true,
    ]);
  }
  const columns = ['id', 'name', 'company', 'email', 'phone', 'specialty', 'license_number', 'insurance_expiry', 'active'];
  return { table: 'subcontractors', columns, rows };
}
