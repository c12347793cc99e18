// Scroll-spy for "On this page": the entry of the section being read is marked aria-current.
const toc = document.querySelector('[data-q-toc]');

if (toc && 'IntersectionObserver' in window) {
  const links = new Map<Element, HTMLAnchorElement>();
  for (const link of toc.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
    const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (heading) links.set(heading, link);
  }
  const headings = [...links.keys()];
  const visible = new Set<Element>();
  let current: HTMLAnchorElement | undefined;

  const mark = (link: HTMLAnchorElement | undefined) => {
    if (link === current) return;
    current?.removeAttribute('aria-current');
    link?.setAttribute('aria-current', 'true');
    current = link;
  };

  // The current section is the first heading in view, else the last one scrolled past.
  const update = () => {
    const first = headings.find((heading) => visible.has(heading));
    if (first) return mark(links.get(first));
    const above = headings.filter((heading) => heading.getBoundingClientRect().top < 0).pop();
    mark(above ? links.get(above) : links.get(headings[0]!));
  };

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      update();
    },
    { rootMargin: '-64px 0px -40% 0px' },
  );
  for (const heading of headings) observer.observe(heading);
}
