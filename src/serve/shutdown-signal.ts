/** Ctrl+C, a process manager stopping the command, and the terminal it runs in being closed. */
const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Resolves on the first of SIGNALS, so a long-running command can close cleanly (and save what it keeps). */
export function shutdownSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      for (const name of SIGNALS) process.off(name, onSignal);
      resolve(signal);
    };
    for (const name of SIGNALS) process.on(name, onSignal);
  });
}
