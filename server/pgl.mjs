import { PGlite } from '@electric-sql/pglite';
const a = new PGlite();
await a.exec('create table t(x int); insert into t values (1)');
const dump = await a.dumpDataDir('gzip');
console.log(dump.size);
const b = new PGlite(undefined, { loadDataDir: dump });
console.log((await b.query('select * from t').catch(e=>e.message)));
const c = new PGlite({ loadDataDir: dump });
console.log((await c.query('select * from t').catch(e=>e.message)));
