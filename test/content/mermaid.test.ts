import { describe, expect, it } from 'vitest';
import { render } from './render-helper.js';

describe('```mermaid fences', () => {
  it('render as their source in a code block inside the diagram container, for the browser to draw; other fences stay plain code blocks', async () => {
    const page = await render('Before.\n\n```mermaid\nflowchart LR\n  A[Write] --> B{Build}\n```\n\n```js\nconst mermaid = 1;\n```\n');
    expect(page.html.match(/q-mermaid/g)).toHaveLength(1);
    const container = /<div class="q-mermaid">(.*?)<\/div><\/figure><\/div>/s.exec(page.html)?.[1];
    expect(container, page.html).toBeDefined();
    expect(container).toMatch(/<figure data-tab-title="Mermaid" data-lang="mermaid" class="q-code">/);
    const code = /<pre[^>]*><code>(.*)<\/code><\/pre>/s.exec(container!)?.[1];
    // The source, as the reader without JavaScript sees it and the browser draws it.
    expect(code?.replace(/<[^>]+>/g, '').replace(/&gt;/g, '>')).toBe('flowchart LR\n  A[Write] --> B{Build}');
    expect(page.html).toMatch(/^<p>Before\.<\/p>\n<div class="q-mermaid">.*<\/div>\n<figure data-tab-title="JavaScript"/s);
  });
});
