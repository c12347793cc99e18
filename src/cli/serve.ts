import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from './command.js';
import { listenAddress, mockLine, mockOption, wantsMock, networkLines, serverOptions } from './server-options.js';
import { shutdownSignal } from '../serve/shutdown-signal.js';
import { errorLabel } from './error-label.js';
import { basePath } from '../util/base-path.js';

export const serveCommand: Command = {
  name: 'serve',
  summary: 'Serve a built site (the output of `quire build`)',
  usage: 'quire serve [dist] [--port 3000] [--host 127.0.0.1] [--base /docs/] [--mock]',
  options: { ...serverOptions.options, ...mockOption.options, base: { type: 'string' } },
  optionHelp: { ...serverOptions.optionHelp, ...mockOption.optionHelp, base: 'Serve the site under this path, as it was built with `quire build --base` (default /)' },
  maxPositionals: 1,
  async run(args, io) {
    const root = path.resolve(io.cwd, args.positionals[0] ?? 'dist');
    const address = listenAddress(args, io);
    if (typeof address === 'number') return address;
    const { port, host } = address;
    const isFolder = await stat(root).then((s) => s.isDirectory(), () => false);
    if (!isFolder) {
      io.stderr(`${errorLabel(io)} ${path.relative(io.cwd, root) || '.'} is not a folder.\nRun \`quire build\` first, or name the folder it wrote: \`quire serve <dir>\`.\n`);
      return 1;
    }
    const { startStaticServer } = await import('../serve/static-server.js');
    const base = basePath(args.values.base as string | undefined);
    const running = await startStaticServer({
      root,
      base,
      host,
      port,
      playground: { mock: wantsMock(args) },
      onError: (error) => io.stderr(`${errorLabel(io)} ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`),
    });
    if (running.movedFrom !== undefined) io.stderr(`Port ${running.movedFrom} is in use; using ${running.port} instead.\n`);
    io.stdout(`Serving ${path.relative(io.cwd, root) || '.'} at ${running.url}${base.slice(0, -1)}\n${networkLines(host, running.port)}${mockLine(args, running.url)}`);
    await shutdownSignal();
    await running.close();
    return 0;
  },
};
