// A link to something inside a closed accordion or expandable opens it, so the target shows.
const openTarget = () => {
  const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (!target) return;
  let details = target.closest('details');
  if (!details) return;
  for (; details; details = details.parentElement?.closest('details') ?? null) details.open = true;
  target.scrollIntoView();
};

openTarget();
addEventListener('hashchange', openTarget);
