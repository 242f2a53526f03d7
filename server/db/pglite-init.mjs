// Creates a PGlite data folder (initdb) and exits. Run as its own short-lived process by
// pglite-open.ts: initdb's WebAssembly memory (about 450 MB of RSS) is then returned to the
// system with the process, where in the server it stayed resident for the server's life.
import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create({ dataDir: process.argv[2] });
await db.close();
