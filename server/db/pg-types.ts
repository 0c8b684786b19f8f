import pg from 'pg';

// numeric → string (exact); date → 'YYYY-MM-DD' string; bigint counts → number. Set once per thread for node-postgres
// (importing this module sets them): the server's pool (client.ts) and a worker thread's own connection alike.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export { pg };
