// The page shell's behaviour: each module enhances server-rendered markup and does nothing when
// its markup is absent.
import './mode-toggle.js';
import './sidebar.js';
import './toc.js';
import './toc-menu.js';
import './versions.js';
import './search.js';
import './copy-page.js';
