import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { keepSiteCache } from '../cache/prune-site-caches.js';
import type { Command } from './command.js';
import { pageTimeoutMs, pageTimeoutOption } from './page-timeout.js';
import { formatDiagnostics } from './report.js';
import { listenAddress, mockLine, mockOption, wantsMock, networkLines, serverOptions } from './server-options.js';
import type { DevEvent } from '../dev/dev-site.js';
import { shutdownSignal } from '../serve/shutdown-signal.js';
import { errorLabel } from './error-label.js';

export const devCommand: Command = {
  name: 'dev',
  summary: 'Preview the site with live reload while you write',
  usage: 'quire dev [dir] [--port 3000] [--host 127.0.0.1] [--page-timeout 20] [--mock]',
  options: { ...serverOptions.options, ...pageTimeoutOption.options, ...mockOption.options },
  optionHelp: { ...serverOptions.optionHelp, ...pageTimeoutOption.optionHelp, ...mockOption.optionHelp },
  maxPositionals: 1,
  async run(args, io) {
    const dir = path.resolve(io.cwd, args.positionals[0] ?? '.');
    const address = listenAddress(args, io);
    if (typeof address === 'number') return address;
    const { port, host } = address;
    const timeout = pageTimeoutMs(args, io);
    if (typeof timeout === 'number') return timeout;
    const color = io.isTTY;
    if (!(await stat(dir).then((s) => s.isDirectory(), () => false))) {
      io.stderr(`${errorLabel(io)} ${path.relative(io.cwd, dir) || '.'} is not a folder.\nName the folder that holds docs.json: \`quire dev docs\`.\n`);
      return 1;
    }
    let planned = false;
    const onEvent = (event: DevEvent) => {
      if (event.type === 'planned') {
        // Warnings are listed once; after that each re-plan would repeat the same list on every save.
        if (!planned && event.warnings.length) io.stderr(formatDiagnostics(event.warnings, { color }));
        if (!planned) io.stderr(`Planned ${event.pages} page${event.pages === 1 ? '' : 's'} in ${Math.round(event.ms)} ms; pages render when first opened.\n`);
        planned = true;
      } else {
        io.stderr(formatDiagnostics(event.diagnostics, { color }));
        if (event.type === 'config-error') io.stderr(planned ? 'Serving the last good configuration until this is fixed.\n' : 'Every page shows these errors until they are fixed.\n');
      }
    };
    // The render thread starts first: loading MDX and Shiki there is the longest wait.
    const { RenderPool } = await import('../pipeline/render-pool.js');
    const pool = new RenderPool({ timeoutMs: timeout.ms });
    const source = (await import('../dev/threaded-source.js')).threadedSource(pool);
    const { startDevServer } = await import('../dev/dev-server.js');
    const server = await startDevServer({
      dir,
      source,
      host,
      port,
      // Build output, whether written inside the site folder or beside it in the current folder.
      exclude: [path.join(dir, 'dist'), path.join(io.cwd, 'dist')],
      onEvent,
      playground: { mock: wantsMock(args) },
      onError: (error) => io.stderr(`${errorLabel(io)} ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`),
    });
    if (server.movedFrom !== undefined) io.stderr(`Port ${server.movedFrom} is in use; using ${server.port} instead.\n`);
    io.stdout(`Quire dev server: ${server.url}\n${networkLines(host, server.port)}${mockLine(args, server.url)}`);
    // Once the first page is out: tidying the cache folder is nobody's wait. The dev server
    // keys its caches by the site's real path.
    const tidying = server.watching.then(async () => keepSiteCache(await realpath(dir))).catch(() => {});
    await shutdownSignal();
    await server.close();
    await tidying;
    return 0;
  },
};
