/** Failures of page code that no caller can catch, collected for the page being rendered. */
let collecting: unknown[] | undefined;

/**
 * Page code may leave a promise failing with nothing awaiting it, or a timer that throws: Node
 * would end the render thread with a stack trace and no page to blame. Installed by the render
 * thread, these count against the page being rendered (collectFaults). Outside a render they
 * still end the thread, as before: the pool replaces it, and a page it held fails.
 */
export function catchPageFaults(): void {
  const collect = (fault: unknown) => {
    if (!collecting) throw fault;
    collecting.push(fault);
  };
  process.on('unhandledRejection', collect);
  process.on('uncaughtException', collect);
}

/**
 * Runs `render`, collecting the faults of its page code, including rejections that surface once
 * the microtasks that could still handle them have run. One page renders at a time per thread.
 */
export async function collectFaults<T>(render: () => Promise<T>): Promise<{ result: PromiseSettledResult<T>; faults: unknown[] }> {
  const faults: unknown[] = [];
  collecting = faults;
  try {
    const [result] = await Promise.allSettled([render()]);
    await new Promise((resolve) => setImmediate(resolve));
    return { result: result!, faults };
  } finally {
    collecting = undefined;
  }
}
