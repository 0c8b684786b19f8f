import { type SQL, sql } from 'drizzle-orm';
import type { ProjectListQuery } from '../../../domain/projects';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { rows } from '../../db/sql-fragments';
import { PROJECT_COSTS, type ResponseCache } from '../../http/response-cache';
import { RowPieces } from '../../http/row-pieces';
import { projectColumns } from './project-select';
import { projectListOrder, projectListWhere } from './service';

/** What a project's piece of the list reads besides its own row: the names of its employees without a rate. */
const ALSO_READS = ['employees'];

/**
 * The project list built from one JSON piece per project, kept between rebuilds (issue 12, mixed load).
 *
 * Every column of the list comes from the project's own row (its kept totals included) and, for unpriced work, the
 * employees' names. A cost write changes one project's row, and its change names that row's id (migration 0006), so
 * a rebuild sends one statement that lists the ids in order and builds JSON only for the projects whose piece is
 * missing or stale; the other pieces are reused. Before, each rebuild built JSON for all 150 active projects in the
 * database (`json_agg`, 7.4 of its 8.9 ms on the benchmark data) after every expense or work record.
 *
 * A piece is kept with the project's row stamp as it was when its statement was sent (ResponseCache.rowStamps): a
 * change of that row, a change of projects that named no rows, any change of employees or an unknown change makes it
 * stale. The list's own body is cached as before, so reads between writes cost nothing.
 */
export class ProjectListPieces {
  private readonly pieces: RowPieces;

  constructor(cache: ResponseCache) {
    cache.trackRows('projects', { projects: 'ids' });
    this.pieces = new RowPieces(cache, 'projects', ALSO_READS);
  }

  /** The tables the list reads, for its cached body. */
  static readonly tables = ['projects', PROJECT_COSTS, ...ALSO_READS];

  /** How many pieces the last json() built (the others it reused); for tests. */
  get lastBuilt(): number {
    return this.pieces.lastBuilt;
  }

  /** The list as JSON (UTF-8 bytes; same rows, order and fields as listProjectsJson without a scope). */
  async json(db: Db, q: ProjectListQuery): Promise<Buffer> {
    const { good, stamps } = this.pieces.start();
    // Prepared, as the payroll week's pieces: a few variants (active, order, limit), each planned once per connection.
    const built = await rows<{ id: number; json: string | null }>(
      executePrepared(
        db,
        sql`SELECT p.id, CASE WHEN p.id = ANY(${good}) THEN NULL
          ELSE (SELECT row_to_json(x)::text FROM (SELECT ${projectColumns}) x) END AS json
        FROM projects p ${projectListWhere(q)} ${projectListOrder(q)} ${limitOf(q)}`,
      ),
    );
    return this.pieces.assemble(built, stamps, (id) => single(db, id));
  }
}

async function single(db: Db, id: number): Promise<string> {
  const [row] = await rows<{ json: string }>(
    db.execute(sql`SELECT row_to_json(x)::text AS json FROM (SELECT ${projectColumns} FROM projects p WHERE p.id = ${id}) x`),
  );
  // Deleted meanwhile: the list that named it is already stale (its body's stamp is older than the delete).
  return row?.json ?? 'null';
}

function limitOf(q: ProjectListQuery): SQL {
  return q.limit ? sql`LIMIT ${q.limit}` : sql``;
}
