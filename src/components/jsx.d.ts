import 'preact';

// Quire's custom elements, server-rendered around markup they enhance in the browser.
declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'quire-tabs': HTMLAttributes<HTMLElement>;
    }
  }
}
