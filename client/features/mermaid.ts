// ```mermaid fences as diagrams. The server leaves each fence as a code block of its source inside
// `.q-mermaid` (src/content/plugins/remark-mermaid.ts): what a reader without JavaScript sees, and
// what this draws from. A diagram follows the page's light or dark mode and is drawn again when
// the mode changes; one with an error keeps its source on show, with a short message under it.
import mermaid from 'mermaid';

interface Diagram {
  source: string;
  code: HTMLElement;
  drawing: HTMLElement;
  message: HTMLElement;
}

const root = document.documentElement;

const diagrams: Diagram[] = [...document.querySelectorAll<HTMLElement>('.q-mermaid')].map((container) => {
  const drawing = document.createElement('div');
  drawing.className = 'q-mermaid__drawing';
  drawing.hidden = true;
  const message = document.createElement('p');
  message.className = 'q-mermaid__error';
  message.hidden = true;
  const code = container.firstElementChild as HTMLElement;
  container.append(drawing, message);
  return { source: container.querySelector('code')?.textContent ?? '', code, drawing, message };
});

function show(diagram: Diagram, drawn: boolean): void {
  diagram.drawing.hidden = !drawn;
  diagram.code.hidden = drawn;
  diagram.message.hidden = drawn;
}

/** Mermaid's first line (`Parse error on line 2:`), without the copy of the source it goes on with. */
function shortReason(error: unknown): string {
  const first = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.replace(/:$/, '');
  return first.length > 120 ? `${first.slice(0, 119)}…` : first;
}

let drawnTheme: string | undefined;
let round = 0;

async function drawAll(): Promise<void> {
  const theme = root.getAttribute('data-theme') === 'dark' ? 'dark' : 'default';
  if (theme === drawnTheme) return;
  drawnTheme = theme;
  const current = ++round;
  // `strict`: labels are text, never HTML or script; click handlers are off. Errors are thrown,
  // not drawn as Mermaid's own error picture. The dark theme's edge labels (#ccc on #585858,
  // 4.4:1) get a darker ground, for WCAG AA's 4.5:1.
  const themeVariables = theme === 'dark' ? { edgeLabelBackground: '#404040' } : {};
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme, themeVariables, suppressErrorRendering: true });
  for (const [index, diagram] of diagrams.entries()) {
    try {
      const { svg } = await mermaid.render(`q-mermaid-${current}-${index}`, diagram.source);
      // A mode change meanwhile began a newer round, in the other colours: it draws this one.
      if (current !== round) return;
      diagram.drawing.innerHTML = svg;
      show(diagram, true);
    } catch (error) {
      if (current !== round) return;
      diagram.message.textContent = `This diagram could not be drawn (${shortReason(error)}); its source is shown instead.`;
      show(diagram, false);
    }
  }
}

new MutationObserver(() => void drawAll()).observe(root, { attributes: true, attributeFilter: ['data-theme'] });
void drawAll();
