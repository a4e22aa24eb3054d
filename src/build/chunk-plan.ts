/** The static imports of a module in the build's graph; undefined for a module it does not have. */
export type ImportsOf = (moduleId: string) => readonly string[] | undefined;

/** The modules a module reaches through static imports, itself included. */
export function staticClosure(start: string, importsOf: ImportsOf): Set<string> {
  const reached = new Set<string>();
  const visit = (moduleId: string) => {
    if (reached.has(moduleId)) return;
    reached.add(moduleId);
    importsOf(moduleId)?.forEach(visit);
  };
  visit(start);
  return reached;
}

export interface ChunkRoots {
  /** The page's entry: its modules stay in the entry chunk, the only script before first paint. */
  entry: string;
  /**
   * The module that asks for the opening screen's data, which the entry imports (decision 457): a
   * small chunk of its own, everything it reaches included, which the page asks for beside the
   * entry and the app's chunk then imports. Left to the bundler, the modules it shares with the
   * app became as many small files, each asked for only once the entry had come.
   */
  openingData: { moduleId: string; chunk: string };
  /** The module that starts the app, imported by the entry after the first paint. */
  app: { moduleId: string; chunk: string };
  /**
   * The opening screens, each with the name of the chunk of the code only it needs; the first is
   * the first route's (`/`), whose weight the budget counts.
   */
  screens: readonly { moduleId: string; chunk: string }[];
  /** The chunk of the code the first screen needs and another opening screen needs too. */
  sharedChunk: string;
  /** The chunk of the code two or more of the other opening screens need and the first does not. */
  othersSharedChunk: string;
}

/**
 * Decisions 271, 452 and 457: which chunk each module of the first screens goes in. The code
 * that asks for the opening's data is one chunk (though the entry imports it), the app's a
 * second, the code the first screen shares with another opening screen a third, the code only
 * the other opening screens share a fourth, and each screen's own code a fifth; a module no root
 * reaches statically is left to the bundler. Every chunk holds what its roots reach, less what an earlier one holds, so a chunk
 * only imports the chunks before it and no two import each other: what the first screen reaches
 * is never in the others' shared chunk.
 */
export function planChunks(roots: ChunkRoots, importsOf: ImportsOf): Map<string, string> {
  const inEntry = staticClosure(roots.entry, importsOf);
  const plan = new Map<string, string>();
  for (const moduleId of staticClosure(roots.openingData.moduleId, importsOf))
    plan.set(moduleId, roots.openingData.chunk);
  for (const moduleId of staticClosure(roots.app.moduleId, importsOf))
    if (!inEntry.has(moduleId) && !plan.has(moduleId)) plan.set(moduleId, roots.app.chunk);
  const screensOf = new Map<string, string[]>();
  for (const screen of roots.screens)
    for (const moduleId of staticClosure(screen.moduleId, importsOf)) {
      if (inEntry.has(moduleId) || plan.has(moduleId)) continue;
      screensOf.set(moduleId, [...(screensOf.get(moduleId) ?? []), screen.chunk]);
    }
  const firstScreen = roots.screens[0]?.chunk;
  for (const [moduleId, [chunk, ...others]] of screensOf) {
    if (chunk === undefined) continue;
    if (others.length === 0) plan.set(moduleId, chunk);
    else plan.set(moduleId, chunk === firstScreen ? roots.sharedChunk : roots.othersSharedChunk);
  }
  return plan;
}
