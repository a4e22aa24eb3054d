import { describe, expect, it } from 'vitest';
import { planChunks, staticClosure } from './chunk-plan';

/**
 * main → later-files, opening-data; opening-data → page-config; start → api, later-files, page-config; three screens sharing poster; detail and lists,
 * not home, sharing list-rows (which draws posters); a lazy dialog.
 */
const GRAPH: Record<string, string[]> = {
  main: ['later-files', 'opening-data'],
  'later-files': [],
  'opening-data': ['page-config'],
  'page-config': [],
  start: ['api', 'later-files', 'page-config'],
  api: [],
  home: ['poster', 'api', 'home-rows'],
  'home-rows': [],
  detail: ['poster', 'facts', 'list-rows'],
  facts: ['poster'],
  lists: ['list-rows'],
  'list-rows': ['poster'],
  poster: [],
  dialog: ['poster', 'dialog-form'],
  'dialog-form': [],
};
const importsOf = (moduleId: string) => GRAPH[moduleId];

const ROOTS = {
  entry: 'main',
  openingData: { moduleId: 'opening-data', chunk: 'opening-data' },
  app: { moduleId: 'start', chunk: 'start' },
  screens: [
    { moduleId: 'home', chunk: 'HomePage' },
    { moduleId: 'detail', chunk: 'DetailPage' },
    { moduleId: 'lists', chunk: 'MyListsPage' },
  ],
  sharedChunk: 'screens',
  othersSharedChunk: 'screens-more',
};

describe('planChunks', () => {
  const plan = planChunks(ROOTS, importsOf);

  it('leaves the entry’s modules to the entry, even those the app also imports', () => {
    expect(plan.has('main')).toBe(false);
    expect(plan.has('later-files')).toBe(false);
  });

  it('gives the opening’s data requests a chunk of their own, though the entry imports it', () => {
    expect(plan.get('opening-data')).toBe('opening-data');
    expect(plan.get('page-config')).toBe('opening-data');
  });

  it('puts what the app reaches in the app’s chunk, not in a screen’s', () => {
    expect(plan.get('start')).toBe('start');
    expect(plan.get('api')).toBe('start');
  });

  it('gives a screen its own code and the screens’ shared code a chunk of its own', () => {
    expect(plan.get('home')).toBe('HomePage');
    expect(plan.get('home-rows')).toBe('HomePage');
    expect(plan.get('detail')).toBe('DetailPage');
    expect(plan.get('facts')).toBe('DetailPage');
    expect(plan.get('poster')).toBe('screens');
  });

  it('keeps what only the other screens share out of the first screen’s files', () => {
    expect(plan.get('list-rows')).toBe('screens-more');
    expect(plan.get('lists')).toBe('MyListsPage');
  });

  it('leaves code no opening screen reaches statically to the bundler', () => {
    expect(plan.has('dialog')).toBe(false);
    expect(plan.has('dialog-form')).toBe(false);
  });
});

describe('staticClosure', () => {
  it('follows imports through a cycle without looping', () => {
    const cyclic = (moduleId: string) => ({ a: ['b'], b: ['a', 'c'], c: [] })[moduleId];
    expect([...staticClosure('a', cyclic)].sort()).toEqual(['a', 'b', 'c']);
  });
});
