/**
 * Every word of both languages at once, for code that renders both in one process: the build's
 * server entry (src/entry-server.tsx), its scripts and the unit tests. Importing it provides them
 * (it loads each language and every screen section of `./index.ts`'s table before it is done);
 * the browser never imports it (a page loads its own language, src/main.tsx).
 */
import { LOCALES } from '../domain/locale.ts';
import { loadAllWords } from './index.ts';

await Promise.all(LOCALES.map(loadAllWords));
