import type { Config } from '../config/schema/index.js';
import { safeHref } from '../util/safe-href.js';

/** The site's logo (one per mode; CSS shows the one matching the theme), or its name when it has none. */
export function Logo({ config }: { config: Config }) {
  const logo = config.logo;
  const href = typeof logo === 'object' ? logo.href : '/';
  return (
    <a class="q-logo" href={safeHref(href)}>
      {logo === undefined ? (
        <span class="q-logo-name">{config.name}</span>
      ) : typeof logo === 'string' ? (
        <img src={logo} alt={config.name} />
      ) : (
        <>
          <img class="q-logo-light" src={logo.light} alt={config.name} />
          <img class="q-logo-dark" src={logo.dark} alt={config.name} />
        </>
      )}
    </a>
  );
}
