import { describe, expect, it } from 'vitest';
import { docsConfigSchema } from '../../src/config/schema/index.js';
import { tabDivisions } from '../../src/site/divisions.js';
import { renderTabs } from '../../src/layout/tabs.js';

const config = (primaryTab?: object) => docsConfigSchema.parse({ name: 'x', navigation: [], primaryTab, tabs: [{ name: 'API', url: 'api' }] });

describe('primaryTab', () => {
  it('names the first tab, and with isDefaultHidden shows it only on its own pages', () => {
    const [primary, api] = tabDivisions(config({ name: 'Guides', isDefaultHidden: true }));
    expect(primary).toMatchObject({ name: 'Guides', isDefaultHidden: true, href: '/' });
    expect(renderTabs([primary!, api!], api)).not.toContain('Guides');
    expect(renderTabs([primary!, api!], primary)).toContain('>Guides</a>');
    const [shown] = tabDivisions(config());
    expect(shown).toMatchObject({ name: 'Documentation', isDefaultHidden: false });
  });
});
