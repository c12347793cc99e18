import type { SourceLocation } from '../config/load.js';
import type { JsonPath } from '../config/json-source.js';
import type { Config } from '../config/schema/index.js';
import type { Diagnostic } from '../diagnostics.js';
import { repositoryOf } from '../layout/repository.js';

/**
 * Rule `feedback/no-repository`: feedback buttons link to a GitHub repository, taken from the
 * github CTA button or `footerSocials.github`. With neither, the buttons would link nowhere.
 */
export function checkFeedbackRepository(config: Config, file: string, locate: ((path: JsonPath) => SourceLocation | undefined) | undefined): Diagnostic[] {
  const on = (['suggestEdit', 'raiseIssue'] as const).filter((flag) => config.feedback[flag]);
  if (on.length === 0 || repositoryOf(config)) return [];
  return [
    {
      file,
      ...(locate?.(['feedback', on[0]!]) ?? {}),
      severity: 'warning',
      message: `\`feedback.${on.join('` and `feedback.')}\` ${on.length > 1 ? 'are' : 'is'} on, but no repository is named, so the button${on.length > 1 ? 's' : ''} cannot link anywhere and ${on.length > 1 ? 'are' : 'is'} not shown.`,
      hint: 'Set `topbarCtaButton` to `{ "type": "github", "url": "https://github.com/owner/repo" }`, or `footerSocials.github` to the repository URL.',
      rule: 'feedback/no-repository',
    },
  ];
}
