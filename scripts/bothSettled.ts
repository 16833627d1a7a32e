/**
 * Two steps of the build run side by side (scripts/build.ts: the server and browser bundles; the
 * pages and the feeds), each waited for whichever fails: with Promise.all a failed step would
 * fail the build while the other still wrote into dist/ or the server bundle's folder.
 */

/** Both values once both have settled; if one failed, the first's failure, else the second's. */
export async function bothSettled<A, B>(first: Promise<A>, second: Promise<B>): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled([first, second]);
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') throw b.reason;
  return [a.value, b.value];
}
