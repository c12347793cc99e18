import { socialAccounts, type Config } from '../config/schema/index.js';

/** A GitHub repository, `owner/name`, with its web address. */
export interface Repository {
  owner: string;
  name: string;
  /** `https://github.com/owner/name` */
  url: string;
}

/** The repository a github.com URL names; undefined for an account (`github.com/owner`) or any other host. */
export function parseGithubRepository(url: string): Repository | undefined {
  const match = /^(?:https?:\/\/)?(?:www\.)?github\.com\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?\/?(?:[?#/].*)?$/.exec(url.trim());
  if (!match) return undefined;
  const [, owner, name] = match as unknown as [string, string, string];
  return { owner, name, url: `https://github.com/${owner}/${name}` };
}

/**
 * The repository holding the docs, as the config names it: the github call-to-action button,
 * else the github footer link, whichever names a repository rather than an account.
 */
export function repositoryOf(config: Config): Repository | undefined {
  const button = config.topbarCtaButton;
  const candidates = [button?.type === 'github' ? button.url : undefined, socialAccounts(config).github];
  for (const url of candidates) {
    const repository = url ? parseGithubRepository(url) : undefined;
    if (repository) return repository;
  }
  return undefined;
}
