import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from '../e2e/support/browser';
import { mainThreadShare, type MainThreadShare } from './main-thread-share';
import type { Figure } from './report';

export const LIGHTHOUSE_BUDGET = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 1800,
  cls: 0.02,
};

export interface LighthousePage {
  label: string;
  path: string;
  /** A `name=value` session cookie, for pages only a signed-in user sees. */
  cookie?: string;
}

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  /** What the performance score mostly loses on a slow machine, so it is printed beside it. */
  tbtMs: number;
  domNodes: number;
  /** Audits that lost points in the scored categories, for finding what to fix. */
  failing: string[];
  /** The CPU speed Lighthouse measured (its benchmark index): low means a busy machine. */
  benchmarkIndex: number;
  /** How much of the page's task time was its own CPU time, from the run's trace. */
  mainThread: MainThreadShare | undefined;
}

/** Where each page's full report is kept, to see which audit lost the points. */
export const REPORT_DIR = '.test-output/lighthouse';

/** Lighthouse's default (mobile, simulated throttling) run of one page, in a fresh Chromium. */
export async function runLighthouse(
  url: string,
  cookie?: string,
  reportFile?: string,
): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      extraHeaders: cookie ? { Cookie: cookie } : null,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (reportFile) {
      fs.mkdirSync(path.dirname(reportFile), { recursive: true });
      fs.writeFileSync(reportFile, JSON.stringify(result.lhr));
    }
    const { categories, audits, runtimeError, environment } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = Object.values(categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category.id}:${ref.id}`),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      domNodes: audits['dom-size']?.numericValue ?? Number.NaN,
      failing,
      benchmarkIndex: environment.benchmarkIndex,
      mainThread: mainThreadShare(
        result.artifacts.Trace.traceEvents,
        result.lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1,
      ),
    };
  } finally {
    chrome.kill();
  }
}

export function lighthouseFigures(label: string, scores: LighthouseScores): Figure[] {
  const budget = LIGHTHOUSE_BUDGET;
  const figures: Figure[] = [
    {
      name: `Lighthouse ${label}: performance`,
      measured: String(scores.performance),
      budget: `≥ ${budget.performance}`,
      withinBudget: scores.performance >= budget.performance,
    },
    {
      name: `Lighthouse ${label}: accessibility`,
      measured: String(scores.accessibility),
      budget: String(budget.accessibility),
      withinBudget: scores.accessibility >= budget.accessibility,
    },
    {
      name: `Lighthouse ${label}: best practices`,
      measured: String(scores.bestPractices),
      budget: String(budget.bestPractices),
      withinBudget: scores.bestPractices >= budget.bestPractices,
    },
    {
      name: `Lighthouse ${label}: LCP`,
      measured: `${(scores.lcpMs / 1000).toFixed(2)} s`,
      budget: `< ${(budget.lcpMs / 1000).toFixed(1)} s`,
      withinBudget: scores.lcpMs < budget.lcpMs,
    },
    {
      name: `Lighthouse ${label}: CLS`,
      measured: scores.cls.toFixed(3),
      budget: `< ${budget.cls}`,
      withinBudget: scores.cls < budget.cls,
    },
    {
      name: `Lighthouse ${label}: total blocking time`,
      measured: `${Math.round(scores.tbtMs)} ms`,
      budget: '',
      withinBudget: null,
    },
    {
      name: `Lighthouse ${label}: machine speed (benchmark index)`,
      measured: scores.benchmarkIndex.toFixed(0),
      budget: '',
      withinBudget: null,
    },
    {
      name: `Lighthouse ${label}: DOM elements`,
      measured: String(scores.domNodes),
      budget: '',
      withinBudget: null,
    },
  ];
  if (scores.mainThread) {
    const { wallMs, cpuMs, blockingFromCpuMs } = scores.mainThread;
    figures.push({
      name: `Lighthouse ${label}: page's main thread after its first paint`,
      measured: `${Math.round(cpuMs)} ms on a CPU in ${Math.round(wallMs)} ms of tasks; blocking time from CPU time alone ${Math.round(blockingFromCpuMs)} ms`,
      budget: '',
      withinBudget: null,
    });
  }
  if (scores.failing.length > 0) {
    figures.push({
      name: `Lighthouse ${label}: audits losing points`,
      measured: scores.failing.join(', '),
      budget: '',
      withinBudget: null,
    });
  }
  return figures;
}

/**
 * Runs per page. One run's score moves by up to ten points on the same build (timings on a
 * shared machine, and the moment each script happens to arrive); Lighthouse's own guidance on
 * variability is to take the median of several runs.
 */
const RUNS_PER_PAGE = 3;
/** Runs that end without a figure (Lighthouse could not time the page) are tried again, this often. */
const SPARE_RUNS = 2;

/**
 * The run with the median performance score, and every run's score, after one run left out: a
 * running server has served its pages before, while a freshly started one would resize each
 * picture and fill each cache during the first run (decision 464). The first fetch and resize of
 * a picture have a figure of their own (`npm run bench -- pictures`).
 */
async function medianRun(url: string, cookie: string | undefined, reportFile: string) {
  await runLighthouse(url, cookie, `${reportFile}.warm-up.json`).catch(() => undefined);
  const runs: LighthouseScores[] = [];
  let lastError: Error = new Error(`Lighthouse could not time ${url}`);
  for (
    let attempt = 0;
    runs.length < RUNS_PER_PAGE && attempt < RUNS_PER_PAGE + SPARE_RUNS;
    attempt++
  ) {
    try {
      const scores = await runLighthouse(url, cookie, `${reportFile}.${attempt}.json`);
      if (Number.isFinite(scores.lcpMs)) runs.push(scores);
    } catch (error) {
      lastError = error instanceof Error ? error : new Error(String(error));
    }
  }
  if (runs.length === 0) throw lastError;
  const ordered = [...runs].sort((a, b) => a.performance - b.performance);
  const median = ordered[Math.floor(ordered.length / 2)] as LighthouseScores;
  return { median, all: runs.map((run) => run.performance) };
}

/** Each page in turn (never two at once: the scores are timings on a shared machine). */
export async function measureLighthouse(
  baseUrl: string,
  pages: LighthousePage[],
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const page of pages) {
    try {
      const reportFile = path.join(REPORT_DIR, page.label.replace(/\W+/g, '-'));
      const { median, all } = await medianRun(`${baseUrl}${page.path}`, page.cookie, reportFile);
      figures.push(...lighthouseFigures(page.label, median), {
        name: `Lighthouse ${page.label}: performance of each run (median above)`,
        measured: all.join(', '),
        budget: '',
        withinBudget: null,
      });
    } catch (error) {
      figures.push({
        name: `Lighthouse ${page.label}`,
        measured: `no result: ${error instanceof Error ? error.message : String(error)}`,
        budget: 'a result',
        withinBudget: false,
      });
    }
  }
  return figures;
}
