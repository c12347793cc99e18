import type { SiteSnapshot } from '../cache/site-snapshot.js';
import { createSite, siteData } from '../site/site.js';
import type { Site } from '../site/types.js';

/** With a snapshot to answer from, how long the first plan waits for the first request. */
const FIRST_PLAN_DELAY_MS = 1000;
/**
 * How long after the session's first plan (without a snapshot to answer from) it is saved as the
 * next session's: by then the first page has normally gone out.
 */
const SAVE_DELAY_MS = 1000;

/**
 * One dev session's use of the site snapshot (cache/site-snapshot.ts): the last session's site,
 * answered until this session's first plan lands, and this session's site, kept for the next.
 */
export class SnapshotTerm {
  /** The last session's site and the text it was kept as, until the first plan lands. */
  private provisional: { site: Site; text: string } | undefined;
  private releaseFirstPlan: (() => void) | undefined;
  /**
   * When the first plan may start. Planning holds the main thread (synchronous reads), so with
   * a snapshot to answer from it waits until the first page has gone out, or a moment has
   * passed with no request. Undefined without a snapshot: plan at once.
   */
  readonly firstPlan: Promise<void> | undefined;
  /** A save waiting for SAVE_DELAY_MS (timer), or for the server to stop. */
  private pendingSave: { save: () => void; timer?: NodeJS.Timeout } | undefined;
  private saved = false;
  private closed = false;

  /** The text a site is kept as: equal texts, equal sites. */
  static textOf(site: Site): string {
    return JSON.stringify(siteData(site));
  }

  constructor(private readonly snapshot: SiteSnapshot | undefined) {
    this.provisional = loadSite(snapshot);
    if (!this.provisional) return;
    this.firstPlan = new Promise<void>((resolve) => {
      this.releaseFirstPlan = resolve;
      setTimeout(resolve, FIRST_PLAN_DELAY_MS).unref();
    });
  }

  /** The last session's site, to answer from until the first plan lands. */
  get site(): Site | undefined {
    return this.provisional?.site;
  }

  /** A page has been answered: the first plan need not wait any longer. */
  answered(): void {
    this.releaseFirstPlan?.();
    this.releaseFirstPlan = undefined;
  }

  /**
   * Takes the site a plan found (undefined: docs.json is broken) as the one to keep. For the
   * first plan after answering from the snapshot, tells whether it found the same site.
   */
  settle(site: Site | undefined): { sameAsAnswered: boolean } | undefined {
    const provisional = this.provisional;
    this.provisional = undefined;
    if (!provisional) {
      this.keepLater(site);
      return undefined;
    }
    // Serialised now anyway, to compare: kept at once.
    const text = site && SnapshotTerm.textOf(site);
    if (text !== undefined) this.save(text);
    return { sameAsAnswered: text === provisional.text };
  }

  /** The server is stopping: a save still waiting is made now. */
  close(): void {
    this.closed = true;
    this.flush();
  }

  /*
   * Writing out a large site's model holds the main thread for tens of milliseconds. Until the
   * session has saved once, the save comes SAVE_DELAY_MS after the plan (a plan landing
   * meanwhile takes its place on the same timer); after that, plans (front matter edits) are
   * saved when the server stops, not while the writer waits on a reload.
   */
  private keepLater(site: Site | undefined): void {
    if (!site || !this.snapshot || this.closed) return;
    const save = () => this.save(SnapshotTerm.textOf(site));
    const timer = this.pendingSave?.timer ?? (this.saved ? undefined : setTimeout(() => this.flush(), SAVE_DELAY_MS).unref());
    this.pendingSave = { save, timer };
  }

  private save(text: string): void {
    this.saved = true;
    this.snapshot?.save(text);
  }

  private flush(): void {
    const pending = this.pendingSave;
    this.pendingSave = undefined;
    clearTimeout(pending?.timer);
    pending?.save();
  }
}

/** The last session's site, or undefined when there is none (or it no longer reads). */
function loadSite(snapshot: SiteSnapshot | undefined): { site: Site; text: string } | undefined {
  const text = snapshot?.load();
  if (text === undefined) return undefined;
  try {
    return { site: createSite(JSON.parse(text)), text };
  } catch {
    return undefined;
  }
}
