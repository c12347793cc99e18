/** What `process.exit()` throws in page code on a render thread, in place of ending the thread. */
export class PageExit extends Error {
  constructor(readonly code: string | number | null | undefined) {
    super(`process.exit(${code ?? ''})`);
    this.name = 'PageExit';
  }
}

/**
 * On a render thread, `process.exit()` would end the thread with the page half rendered, and
 * nothing left to say where the call was. Throwing instead fails the page as any error of its
 * code does, with the place of the call in the stack (runtime-error.ts). Quire's own code never
 * calls it on a render thread.
 */
export function trapProcessExit(): void {
  const exit = process.exit.bind(process);
  process.exit = ((code?: string | number | null) => {
    // Node's own handler of an uncaught exception on the thread (one thrown from a page's timer)
    // posts the error to the pool and then ends the thread this way, marked as exiting; thrown
    // there, PageExit escaped it as a raw stack trace on the build's output.
    if ((process as { _exiting?: boolean })._exiting) return exit(code);
    throw new PageExit(code);
  }) as typeof process.exit;
}
