import { describe, expect, it } from 'vitest';
import type { Io } from '../../src/cli/command.js';
import { main } from '../../src/cli/main.js';

function fakeIo(): Io & { out: string; err: string } {
  const io = { out: '', err: '', isTTY: false, cwd: process.cwd(), env: {}, stdout: (t: string) => void (io.out += t), stderr: (t: string) => void (io.err += t) };
  return io;
}

describe('quire CLI basics', () => {
  it('--help lists the commands, check among them', async () => {
    const io = fakeIo();
    expect(await main(['--help'], io)).toBe(0);
    expect(io.out).toContain('Usage: quire <command> [options]');
    expect(io.out).toMatch(/^ {2}check +Validate docs\.json/m);
  });

  it('check --help shows its usage and options', async () => {
    const io = fakeIo();
    expect(await main(['check', '--help'], io)).toBe(0);
    expect(io.out).toContain('Usage: quire check [dir] [--format text|json|github]');
    expect(io.out).toContain('--format <value>');
  });

  it('an unknown command exits 2 with a suggestion', async () => {
    const io = fakeIo();
    expect(await main(['chek'], io)).toBe(2);
    expect(io.err).toContain('Unknown command `chek`.');
    expect(io.err).toContain('Did you mean `quire check`?');
    expect(io.out).toBe('');
  });

  it('an unknown flag exits 2 with a suggestion', async () => {
    const io = fakeIo();
    expect(await main(['check', '--formt', 'json'], io)).toBe(2);
    expect(io.err).toContain('Unknown option `--formt` for `quire check`.');
    expect(io.err).toContain('Did you mean `--format`?');
  });

  it('--page-timeout takes a number of seconds, for build, dev and check alike', async () => {
    for (const command of ['build', 'dev', 'check']) {
      const io = fakeIo();
      expect(await main([command, '.', '--page-timeout', 'soon'], io), command).toBe(2);
      expect(io.err).toContain('`--page-timeout` must be a number of seconds above 0, such as `--page-timeout 60`.');
      const help = fakeIo();
      await main([command, '--help'], help);
      expect(help.out).toContain('--page-timeout <value>');
    }
  });

  it('prints the version', async () => {
    const io = fakeIo();
    expect(await main(['--version'], io)).toBe(0);
    expect(io.out).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});

describe('failures that escape a command', () => {
  it('an output path through a file is a plain sentence, not a stack trace', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(tmpdir(), 'quire-cli-'));
    writeFileSync(path.join(dir, 'a-file'), 'not a folder');
    const io = fakeIo();
    const code = await main(['build', path.resolve('test/fixtures/sites/divisions'), '--out', path.join(dir, 'a-file', 'out')], io);
    expect(code).toBe(1);
    expect(io.err).toMatch(/error Cannot \w+ .*a-file\/out\.quire-tmp-\d+: a part of the path is a file, not a folder\./);
    expect(io.err).toContain('Check the path (for example the --out folder)');
    expect(io.err).not.toMatch(/\n\s+at /);
  });
});
