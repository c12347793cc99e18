// The one script every page loads: small custom elements that enhance server-rendered markup,
// and the loader of the features only some pages use.
import './components/index.js';
import './layout/index.js';
import './features.js';
