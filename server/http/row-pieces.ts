import type { SQL } from 'drizzle-orm';
import { intArray } from '../db/sql-fragments';
import type { ResponseCache } from './response-cache';

/** One row's JSON (UTF-8 bytes) as a body's piece, with the row stamp it was built at (ResponseCache.rowStamps). */
type Piece = { stamp: string; json: Buffer };

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/**
 * The JSON pieces of a cached list body, one per row, kept between rebuilds (the project list, the payroll week).
 *
 * A rebuild calls `start()` synchronously before its statement is sent: it drops the stale pieces and says which
 * ids are still good (the statement builds JSON only for the others) and the stamps new pieces get. `assemble()` then
 * joins the statement's rows in order: a built row becomes the row's new piece (unless its row changed while the
 * statement ran), a row left unbuilt takes its kept piece, or `single(id)` when a concurrent rebuild dropped it.
 */
export class RowPieces {
  private readonly pieces = new Map<number, Piece>();
  /** How many pieces the last assemble() built (the others it reused); for tests. */
  lastBuilt = 0;

  constructor(
    private readonly cache: ResponseCache,
    private readonly space: string,
    private readonly alsoReads: readonly string[],
  ) {}

  /** Drops the stale pieces; the good ids (one int[] parameter for the statement) and the rebuild's stamps. */
  start(): { good: SQL; stamps: ReturnType<ResponseCache['rowStamps']> } {
    const stamps = this.cache.rowStamps(this.space, this.alsoReads);
    const good: number[] = [];
    for (const [id, piece] of this.pieces) {
      if (piece.stamp === stamps.of(id)) good.push(id);
      else this.pieces.delete(id);
    }
    return { good: intArray(good), stamps };
  }

  /** The body: the rows' pieces in the statement's order, as the bytes of a JSON array (see Body in response-cache.ts). */
  async assemble(
    built: { id: number; json: string | null }[],
    stamps: ReturnType<ResponseCache['rowStamps']>,
    single: (id: number) => Promise<string>,
  ): Promise<Buffer> {
    const parts: Buffer[] = [OPEN];
    this.lastBuilt = 0;
    for (const { id, json } of built) {
      if (parts.length > 1) parts.push(COMMA);
      if (json !== null) {
        const bytes = Buffer.from(json);
        parts.push(bytes);
        this.lastBuilt += 1;
        // Kept only if nothing changed its row while the statement ran (else the next rebuild builds it again).
        if (stamps.current(id) === stamps.of(id)) this.pieces.set(id, { stamp: stamps.of(id), json: bytes });
        continue;
      }
      const piece = this.pieces.get(id);
      // Dropped while the statement ran (a concurrent rebuild saw it stale): built on its own.
      parts.push(piece ? piece.json : Buffer.from(await single(id)));
    }
    parts.push(CLOSE);
    return Buffer.concat(parts);
  }
}
