import type { Config } from '../config/schema/index.js';
import { icon, type IconSet } from './icons.js';
import { repositoryOf } from './repository.js';

export interface FeedbackLinks {
  suggestEdit?: string;
  raiseIssue?: string;
}

/**
 * The feedback URLs for a page: editing its source on GitHub, and a new issue whose title names the
 * page and whose body carries its address. None without a repository to point at.
 */
export function feedbackLinks(config: Config, page: { title: string; sourcePath: string; url: string }): FeedbackLinks {
  const repository = repositoryOf(config);
  if (!repository || !config.feedback) return {};
  const links: FeedbackLinks = {};
  if (config.feedback.suggestEdit) {
    links.suggestEdit = `${repository.url}/edit/main/${page.sourcePath.split('/').map(encodeURIComponent).join('/')}`;
  }
  if (config.feedback.raiseIssue) {
    const query = new URLSearchParams({ title: `Issue on docs: ${page.title}`, body: `Page: ${page.url}\n\n` });
    links.raiseIssue = `${repository.url}/issues/new?${query}`;
  }
  return links;
}

export function Feedback({ links, icons }: { links: FeedbackLinks; icons: IconSet }) {
  if (!links.suggestEdit && !links.raiseIssue) return null;
  return (
    <div class="q-feedback" data-pagefind-ignore="index">
      {links.suggestEdit && (
        <a href={links.suggestEdit}>
          {icon(icons, 'pen-to-square', 'regular')}
          Suggest edits
        </a>
      )}
      {links.raiseIssue && (
        <a href={links.raiseIssue}>
          {icon(icons, 'circle-exclamation')}
          Raise issue
        </a>
      )}
    </div>
  );
}
