import { sql } from 'drizzle-orm';
import { SEARCH_HITS_PER_KIND, type SearchHit, type SearchKind } from '../../../domain/api/search';
import { formatUsd } from '../../../domain/money';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { escapeLike, searchPageIdsSql } from '../expenses/expense-filter-sql';

type Row = {
  kind: SearchKind;
  id: number;
  title: string;
  /** project: location; expense: amount; people: position/specialty/company. */
  a: string | null;
  /** project: status; expense: date; else null. */
  b: string | null;
  /** project: is_active; expense: project name; else null. */
  c: string | null;
};

const enc = encodeURIComponent;
const join = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim() !== '').join(' · ');

/** The page of a project: the Active list filtered by its name, or the Inactive / Completed archive (no search there). */
function projectRoute(status: string | null, isActive: string | null, name: string): string {
  if (status === 'completed') return '/completed-projects';
  if (isActive !== 'true' || status === 'on_hold') return '/inactive-projects';
  return `/projects?search=${enc(name)}`;
}

function toHit(r: Row): SearchHit {
  switch (r.kind) {
    case 'project':
      return { kind: r.kind, id: r.id, title: r.title, subtitle: r.a ?? '', route: projectRoute(r.b, r.c, r.title) };
    case 'expense':
      return {
        kind: r.kind,
        id: r.id,
        title: r.title,
        subtitle: join(formatUsd(Number(r.a)), r.b, r.c),
        route: `/expenses?search=${enc(r.title)}`,
      };
    case 'employee':
      return { kind: r.kind, id: r.id, title: r.title, subtitle: r.a ?? '', route: `/employees?search=${enc(r.title)}` };
    case 'subcontractor':
      return { kind: r.kind, id: r.id, title: r.title, subtitle: r.a ?? '', route: '/subcontractors' };
    case 'supplier':
      return { kind: r.kind, id: r.id, title: r.title, subtitle: r.a ?? '', route: `/suppliers?search=${enc(r.title)}` };
  }
}

/**
 * Global search (Ctrl+K, issue 18): up to SEARCH_HITS_PER_KIND hits of each kind in one statement.
 * Projects by name or location (the name through the trigram index of migration 0003); expenses by description or
 * project name through the Expenses page's search (searchPageIdsSql: the newest window, then the trigram indexes);
 * employees, subcontractors and suppliers by name (small tables). Every match is a case-insensitive substring.
 */
export async function globalSearch(db: Db, q: string): Promise<{ hits: SearchHit[] }> {
  const n = SEARCH_HITS_PER_KIND;
  const like = sql`lower('%' || ${escapeLike(q)} || '%')`;
  const result = await rows<Row>(
    db.execute(sql`
      (SELECT 'project' AS kind, p.id, p.name AS title, p.location AS a, p.status AS b, p.is_active::text AS c
        FROM projects p WHERE lower(p.name) LIKE ${like} OR lower(p.location) LIKE ${like}
        ORDER BY p.is_active DESC, lower(p.name), p.id LIMIT ${n})
      UNION ALL
      (SELECT 'expense', e.id, e.description, e.amount::text, e.date::text, ep.name
        FROM (${searchPageIdsSql({ search: q, category: undefined, projectId: undefined, limit: n, offset: 0 })}) page
        JOIN expenses e ON e.id = page.id JOIN projects ep ON ep.id = e.project_id
        ORDER BY e.date DESC, e.id DESC)
      UNION ALL
      (SELECT 'employee', m.id, m.name, m.position, NULL, NULL FROM employees m WHERE lower(m.name) LIKE ${like}
        ORDER BY m.active DESC, lower(m.name), m.id LIMIT ${n})
      UNION ALL
      (SELECT 'subcontractor', s.id, s.name, concat_ws(' · ', nullif(s.company, ''), s.specialty), NULL, NULL
        FROM subcontractors s WHERE lower(s.name) LIKE ${like}
        ORDER BY s.active DESC, lower(s.name), s.id LIMIT ${n})
      UNION ALL
      (SELECT 'supplier', u.id, u.name, coalesce(u.contact_person, array_to_string(u.specialties, ', ')), NULL, NULL
        FROM suppliers u WHERE lower(u.name) LIKE ${like}
        ORDER BY lower(u.name), u.id LIMIT ${n})`),
  );
  return { hits: result.map((r) => toHit({ ...r, id: Number(r.id) })) };
}
